import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { newPassword, requiredText } from '../fields.ts';
import { passwordOutcome } from './auth.forgot-password.ts';

export const authResetPassword = defineEndpoint({
  id: 'auth.reset-password',
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password',
  description:
    'Sets a new password with the token from the reset link. The password needs at least 8 characters, one uppercase letter, one lowercase letter and one digit.',
  request: z.strictObject({
    token: requiredText('Token', 500),
    newPassword: newPassword(),
  }),
  response: passwordOutcome,
  status: 200,
  errors: [
    {
      status: 400,
      when: "The token is unknown, expired (older than 1 hour), already used or revoked by a newer link (error.code 'invalid_token', no error.fields), or the password breaks the rules (error.code 'validation_error', error.fields.newPassword)",
    },
  ],
  writes: true,
  successFlagOnError: true,
});
