// After a deploy, an open tab asks for hashed chunks and stylesheets that no longer exist. The page
// then reloads once at the address the visitor was going to, so the new build's HTML takes over; a
// guard in sessionStorage makes sure it never loops: the second failure shows the error page.
import { useEffect } from 'react';
import { chunkFailure, RESUME_NAVIGATION_KEY, STALE_RELOAD_KEY, STALE_RELOAD_MS } from '../config/staleAssets.ts';

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message);
}

/**
 * Loads `url` again as a whole document, unless this tab already did so for it within the last
 * minute. Returns false when the guard stops it (or storage is unavailable): show the error page.
 */
export function reloadOnce(url: string = window.location.href): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(STALE_RELOAD_KEY) ?? 'null') as { url: string; at: number } | null;
    if (last?.url === url && Date.now() - last.at < STALE_RELOAD_MS) return false;
    sessionStorage.setItem(STALE_RELOAD_KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    return false;
  }
  if (url === window.location.href) window.location.reload();
  else window.location.replace(url);
  return true;
}

/** A link followed this long ago or earlier is not resumed: the reload that follows a failed module load comes at once. */
const RESUME_WITHIN_MS = 10_000;

/** The same-origin address a click on a link inside the page goes to, or undefined (new tab, download, modifier keys). */
function followedLink(event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return undefined;
  return link.origin === window.location.origin ? link.href : undefined;
}

/** The link remembered before the last unload, removed from storage; empty where there is none. */
function takeRemembered(): { from?: unknown; to?: unknown } {
  try {
    const remembered: unknown = JSON.parse(sessionStorage.getItem(RESUME_NAVIGATION_KEY) ?? 'null');
    sessionStorage.removeItem(RESUME_NAVIGATION_KEY);
    return typeof remembered === 'object' && remembered !== null ? remembered : {};
  } catch {
    return {}; // storage disabled or a malformed value: nothing to resume
  }
}

/**
 * React Router reloads the current page when a route module fails to load (its answer to a deploy),
 * which lands the visitor back where they clicked. The root calls this: when the page unloads still
 * at the address where the visitor just followed a link, it remembers the link, and after such a
 * reload continues to it once.
 */
export function useResumeNavigationAfterReload(): void {
  useEffect(() => {
    let followed: { from: string; to: string; at: number } | undefined;
    const click = (event: MouseEvent) => {
      const to = followedLink(event);
      if (to) followed = { from: window.location.href, to, at: Date.now() };
    };
    const remember = () => {
      if (!followed || followed.from !== window.location.href || Date.now() - followed.at > RESUME_WITHIN_MS) return;
      try {
        sessionStorage.setItem(RESUME_NAVIGATION_KEY, JSON.stringify(followed));
      } catch {
        // storage disabled: the visitor follows the link again
      }
    };
    document.addEventListener('click', click, true);
    window.addEventListener('pagehide', remember);
    const { from, to } = takeRemembered();
    if (from === window.location.href && typeof to === 'string' && to !== from && new URL(to).origin === window.location.origin) reloadOnce(to);
    return () => {
      document.removeEventListener('click', click, true);
      window.removeEventListener('pagehide', remember);
    };
  }, []);
}
