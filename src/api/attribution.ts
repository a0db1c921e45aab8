// First-touch campaign attribution for the tab's session (issue 14): kept in sessionStorage (no
// cookies, nothing sent to a third party) and added to every lead-storing call by callEndpoint
// (a call whose request takes `attribution`: src/api/callTable.ts `storesLead`).
import { attributionOf, sanitizeAttribution, type Attribution } from '../domain/attribution.ts';
import { keptLanding } from './landingPage.ts';

export const ATTRIBUTION_STORAGE_KEY = 'orbital.attribution';

/**
 * The session's landing page: the one the head script kept (landingPage.ts), else the URL this
 * document was first loaded at (client-side navigation changes `location` but not the navigation entry).
 */
function landing(store: Storage | undefined): { url: URL; referrer: string } {
  const kept = keptLanding(store);
  if (kept) return { url: new URL(kept.url), referrer: kept.referrer };
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return { url: new URL(entry?.name || location.href), referrer: document.referrer };
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled: attribution is simply not kept
  }
}

/** Records the session's first touch once (at `landingAt` from `referrer`, where given); later page views of the tab keep it. */
export function captureAttribution(landingAt?: URL, referrer?: string): void {
  const store = storage();
  if (!store || store.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
  const first = landing(store);
  const attribution = attributionOf(landingAt ?? first.url, referrer ?? first.referrer);
  try {
    store.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution ?? {}));
  } catch {
    // quota or privacy mode: nothing to keep
  }
}

/** The session's attribution, sanitised, or undefined (never throws: a lead must not be lost to it). */
export function currentAttribution(): Attribution | undefined {
  captureAttribution();
  const stored = storage()?.getItem(ATTRIBUTION_STORAGE_KEY);
  if (!stored) return undefined;
  try {
    return sanitizeAttribution(JSON.parse(stored));
  } catch {
    return undefined;
  }
}

/** A lead-storing request body with the session's attribution added, when there is one. */
export function withAttribution<T extends object>(body: T): T {
  const attribution = currentAttribution();
  return attribution ? { ...body, attribution } : body;
}

// Evaluated with the first page that can send a lead (every page's footer has the newsletter form).
if (typeof window !== 'undefined') captureAttribution();
