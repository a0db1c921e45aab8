import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { email } from '../fields.ts';
import { RESET_MAILS_PER_RECIPIENT_PER_HOUR, RESET_TOKEN_TTL_MINUTES } from '../limits.ts';

/** The success answer of both password calls (auth.reset-password answers the same shape). */
export const passwordOutcome = z.object({ success: z.literal(true), message: z.string() });

export const authForgotPassword = defineEndpoint({
  id: 'auth.forgot-password',
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Request a password reset link',
  description:
    `Sends a reset link valid for ${RESET_TOKEN_TTL_MINUTES} minutes; a newer link revokes the older ones. The answer is the same whether or not an account exists for the email, and also when the address already got ${RESET_MAILS_PER_RECIPIENT_PER_HOUR} mails this hour (then no mail is sent).`,
  request: z.strictObject({ email: email() }),
  response: passwordOutcome,
  status: 200,
  errors: [{ status: 400, when: 'The email is malformed' }],
  rateLimit: 'store',
  successFlagOnError: true,
});
