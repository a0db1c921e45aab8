// A full page load in the same tab keeps the mock's data and mailbox (mocks/db.ts keepDbInSession):
// a reset link opened from the mailbox still finds its token.
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../tools/testing/memoryStorage.ts';

/** A fresh copy of the mock modules, as after a page load. */
async function loadPage(storage: Storage) {
  vi.resetModules();
  const node = await import('./node.ts');
  const { keepDbInSession, resetDb } = await import('./db.ts');
  await keepDbInSession(storage);
  const server = node.createMockServer();
  server.listen({ onUnhandledFrame: 'error' });
  const post = (path: string, body: unknown) =>
    fetch(`http://session.test${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { ...node, resetDb, server, post };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('mock state in the tab session', () => {
  it('survives a page load: captured leads, the mailbox, and the reset token', async () => {
    const storage = memoryStorage();
    const first = await loadPage(storage);
    await first.post('/api/leads/capture', { email: 'kept@example.org', source: 'newsletter', metadata: {} });
    await first.post('/api/auth/forgot-password', { email: 'kept@example.org' });
    const token = first.latestResetToken('kept@example.org');
    await settle();
    first.server.close();

    const second = await loadPage(storage);
    try {
      expect(second.db.leads.count()).toBe(7);
      expect(second.caughtMails().map((mail) => mail.token)).toEqual([token]);
      const reset = await second.post('/api/auth/reset-password', { token, newPassword: 'Orbital2025' });
      expect(reset.status).toBe(200);
      const repeat = await second.post('/api/leads/capture', { email: 'kept@example.org', source: 'newsletter', metadata: {} });
      expect(repeat.status).toBe(200);
    } finally {
      second.server.close();
    }
  });

  it("'Reset data' restores the seed in the session too", async () => {
    const storage = memoryStorage();
    const first = await loadPage(storage);
    await first.post('/api/leads/capture', { email: 'gone@example.org', source: 'newsletter', metadata: {} });
    await first.resetDb();
    await settle();
    first.server.close();

    const second = await loadPage(storage);
    second.server.close();
    expect(second.db.leads.count()).toBe(6);
    expect(second.caughtMails()).toEqual([]);
  });
});
