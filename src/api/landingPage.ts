// The session's landing page, for first-touch attribution (attribution.ts). A visitor who lands on
// an article from a campaign and follows a link before the page has hydrated reaches the next page by
// a whole-page load, and that document's navigation entry no longer has the campaign's address. An
// inline script in every page's head (rendered by src/root.tsx) keeps the first document's campaign
// (path, utm_ parameters, referrer's origin) for the tab's session instead.

export const LANDING_STORAGE_KEY = 'orbital.landing';

interface Landing {
  url: string;
  referrer: string;
}

/**
 * Runs inline in every page's head (src/root.tsx, src/boot/PrerenderScript.tsx) with
 * `LANDING_STORAGE_KEY`. It keeps only what attribution reads: the address's path and utm_
 * parameters (not, say, a password-reset token) and the referrer's origin. Storage may be disabled:
 * then nothing is kept.
 */
export function keepLanding(storageKey: string): void {
  try {
    if (sessionStorage.getItem(storageKey) !== null) return;
    const landing = new URL(location.href);
    const campaign = new URLSearchParams([...landing.searchParams].filter(([key]) => key.startsWith('utm_')));
    const query = campaign.toString();
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({ url: landing.origin + landing.pathname + (query ? `?${query}` : ''), referrer: document.referrer ? new URL(document.referrer).origin : '' }),
    );
  } catch {
    // storage disabled: attribution is simply not kept
  }
}

/** The landing page the head script kept, if it did and the value is well formed. */
export function keptLanding(storage: Pick<Storage, 'getItem'> | undefined): Landing | undefined {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(LANDING_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { url, referrer } = kept as Record<string, unknown>;
    return typeof url === 'string' && typeof referrer === 'string' && URL.canParse(url) ? { url, referrer } : undefined;
  } catch {
    return undefined;
  }
}
