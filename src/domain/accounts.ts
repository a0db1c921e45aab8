// The password-reset rules shared by the mocks and the reference server (product-rules.md D1).
import { RESET_TOKEN_TTL_MINUTES } from '../contract/limits.ts';

/** The same answer for every well-formed email: nothing tells whether an account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we sent a link to reset your password. It is valid for 1 hour.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset successfully.';

/** Reset links are valid for 1 hour, and once. */
export const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60 * 1000;

export function isResetTokenExpired(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() > RESET_TOKEN_TTL_MS;
}
