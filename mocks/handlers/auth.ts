// auth.forgot-password and auth.reset-password. Forgot answers the same for every well-formed email
// (no account enumeration). There is no account backend, so the mock mails a link for every address:
// the mail catcher (mocks/mailbox.ts) shows it in the console and the mock panel. Tokens are
// single-use and expire after 1 hour.
import { invalidResetToken } from '../../src/contract/index.ts';
import { now } from '../clock.ts';
import { db } from '../db.ts';
import { FORGOT_PASSWORD_MESSAGE, isResetTokenExpired, RESET_PASSWORD_MESSAGE } from '../../src/domain/accounts.ts';
import { newId } from '../ids.ts';
import { deliverResetLink } from '../mailbox.ts';
import { defineCall } from './define.ts';

export { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE };

export const forgotPassword = defineCall('auth.forgot-password', async ({ body, ok }) => {
  const sentAt = now();
  const token = newId('rst');
  await db.resetTokens.create({ token, email: body.email, createdAt: sentAt.toISOString(), usedAt: null });
  deliverResetLink(body.email, token, sentAt);
  return ok({ success: true, message: FORGOT_PASSWORD_MESSAGE });
});

export const resetPassword = defineCall('auth.reset-password', async ({ body, ok, fail }) => {
  const record = db.resetTokens.findFirst((q) => q.where({ token: body.token }));
  const at = now();
  const expired = record !== undefined && isResetTokenExpired(record.createdAt, at);
  if (!record || record.usedAt !== null || expired) return fail(400, invalidResetToken());
  await db.resetTokens.update(record, {
    data(draft) {
      draft.usedAt = at.toISOString();
    },
  });
  // The password itself is not stored: there is no account backend (product-rules.md D3).
  return ok({ success: true, message: RESET_PASSWORD_MESSAGE });
});
