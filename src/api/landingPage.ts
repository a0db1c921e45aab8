// The session's landing page, for first-touch attribution (attribution.ts). A content-only page runs
// no script until the visitor acts (ADR 0034): a visitor who lands on an article from a campaign and
// follows a link at once reaches the next page by a whole-page load, and that document's navigation
// entry no longer has the campaign's address. An inline script in every page's head (rendered by
// src/root.tsx) keeps the first document's address and referrer for the tab's session instead.

export const LANDING_STORAGE_KEY = 'orbital.landing';

interface Landing {
  url: string;
  referrer: string;
}

/** A string for the reason given in components/form/heldSubmits.ts. Storage may be disabled: then nothing is kept. */
export const keepLandingScript = `try {
  if (sessionStorage.getItem('${LANDING_STORAGE_KEY}') === null) {
    sessionStorage.setItem('${LANDING_STORAGE_KEY}', JSON.stringify({ url: location.href, referrer: document.referrer }));
  }
} catch (error) {}`;

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
