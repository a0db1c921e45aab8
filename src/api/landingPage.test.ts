import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY, currentAttribution } from './attribution.ts';
import { keepLanding, keptLanding, LANDING_STORAGE_KEY } from './landingPage.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

/** Runs the head script, as its own source text, as a document at `href`, reached from `referrer`, would. */
function loadDocument(storage: Pick<Storage, 'getItem' | 'setItem'>, href: string, referrer = '') {
  new Function('sessionStorage', 'location', 'document', `(${keepLanding.toString()})(${JSON.stringify(LANDING_STORAGE_KEY)});`)(storage, { href }, { referrer });
}

afterEach(() => vi.unstubAllGlobals());

describe('keepLanding (every page’s head)', () => {
  it('keeps the first document’s address and referrer for the session; later documents leave it', () => {
    const storage = new MemoryStorage();
    loadDocument(storage, 'https://orbital.example/article/a?utm_source=newsletter', 'https://news.example/issue-9');
    loadDocument(storage, 'https://orbital.example/contact', 'https://orbital.example/article/a?utm_source=newsletter');
    expect(keptLanding(storage)).toEqual({ url: 'https://orbital.example/article/a?utm_source=newsletter', referrer: 'https://news.example' });
  });

  it('keeps only what attribution reads: the path, the utm_ parameters and the referrer’s origin', () => {
    const storage = new MemoryStorage();
    loadDocument(storage, 'https://orbital.example/reset-password?token=s3cret&utm_medium=email&utm_campaign=reset#top', 'https://mail.example/inbox/42?user=ada');
    expect(keptLanding(storage)).toEqual({ url: 'https://orbital.example/reset-password?utm_medium=email&utm_campaign=reset', referrer: 'https://mail.example' });
  });

  it('does nothing and throws nothing where storage is disabled', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(() => loadDocument(blocked, 'https://orbital.example/about')).not.toThrow();
    expect(keptLanding(blocked)).toBeUndefined();
  });

  it('reads nothing from a malformed value', () => {
    for (const value of ['{', '"https://orbital.example/"', '{"url":"not a url","referrer":""}', '{"url":"https://orbital.example/"}']) {
      expect(keptLanding({ getItem: (key) => (key === LANDING_STORAGE_KEY ? value : null) })).toBeUndefined();
    }
  });
});

describe('first-touch attribution after a whole-page load from a page not yet hydrated', () => {
  it('is taken from the kept landing page, not from the document the lead is sent from', () => {
    const storage = new MemoryStorage();
    loadDocument(storage, 'https://orbital.example/about?utm_source=newsletter&utm_campaign=autumn-launch', 'https://news.example/');
    loadDocument(storage, 'https://orbital.example/contact', 'https://orbital.example/about?utm_source=newsletter&utm_campaign=autumn-launch');
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('performance', { getEntriesByType: () => [{ name: 'https://orbital.example/contact' }] });
    vi.stubGlobal('location', { href: 'https://orbital.example/contact' });
    vi.stubGlobal('document', { referrer: 'https://orbital.example/about?utm_source=newsletter&utm_campaign=autumn-launch' });

    expect(currentAttribution()).toEqual({ utm_source: 'newsletter', utm_campaign: 'autumn-launch', landingPath: '/about', referrerHost: 'news.example' });
    expect(storage.items.has(ATTRIBUTION_STORAGE_KEY)).toBe(true);
  });
});
