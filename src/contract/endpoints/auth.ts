import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { apiRoute } from '../routes.ts';
import { email, newPassword, requiredText } from '../fields.ts';

const outcome = z.object({ success: z.literal(true), message: z.string() });

export const forgotPassword = defineEndpoint({
  ...apiRoute('auth.forgot-password'),
  summary: 'Request a password reset link',
  description:
    'Sends a reset link valid for 1 hour. The answer is the same whether or not an account exists for the email.',
  request: z.strictObject({ email: email() }),
  response: outcome,
  status: 200,
  errors: [{ status: 400, when: 'The email is malformed' }],
  successFlagOnError: true,
});

export const resetPassword = defineEndpoint({
  ...apiRoute('auth.reset-password'),
  summary: 'Set a new password',
  description:
    'Sets a new password with the token from the reset link. The password needs at least 8 characters, one uppercase letter, one lowercase letter and one digit.',
  request: z.strictObject({
    token: requiredText('Token', 500),
    newPassword: newPassword(),
  }),
  response: outcome,
  status: 200,
  errors: [
    {
      status: 400,
      when: 'The token is unknown, expired (older than 1 hour) or already used, or the password breaks the rules',
    },
  ],
  writes: true,
  successFlagOnError: true,
});
