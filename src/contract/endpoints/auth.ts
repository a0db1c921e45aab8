import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { callEntry } from '../callTable.ts';
import { email, newPassword, requiredText } from '../fields.ts';
import { RESET_MAILS_PER_RECIPIENT_PER_HOUR, RESET_TOKEN_TTL_MINUTES } from '../limits.ts';

const outcome = z.object({ success: z.literal(true), message: z.string() });

export const forgotPassword = defineEndpoint({
  ...callEntry('auth.forgot-password'),
  summary: 'Request a password reset link',
  description:
    `Sends a reset link valid for ${RESET_TOKEN_TTL_MINUTES} minutes; a newer link revokes the older ones. The answer is the same whether or not an account exists for the email, and also when the address already got ${RESET_MAILS_PER_RECIPIENT_PER_HOUR} mails this hour (then no mail is sent).`,
  request: z.strictObject({ email: email() }),
  response: outcome,
  status: 200,
  errors: [{ status: 400, when: 'The email is malformed' }],
  rateLimit: 'store',
  successFlagOnError: true,
});

export const resetPassword = defineEndpoint({
  ...callEntry('auth.reset-password'),
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
