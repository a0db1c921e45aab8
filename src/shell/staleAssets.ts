// After a deploy, an open tab asks for hashed chunks and stylesheets that no longer exist. The page
// then reloads once at the address the visitor was going to, so the new build's HTML takes over; a
// guard in sessionStorage makes sure it never loops: the second failure shows the error page.
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
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

/** The address a navigation is going to, as a whole URL; undefined when none is under way. */
const targetOf = (navigation: ReturnType<typeof useNavigation>) =>
  navigation.state === 'loading' && navigation.location
    ? new URL(navigation.location.pathname + navigation.location.search + navigation.location.hash, window.location.href).href
    : undefined;

/**
 * React Router reloads the current page when a route module fails to load (its answer to a deploy),
 * which lands the visitor back where they clicked. The root calls this: it remembers the navigation
 * under way when the page unloads, and after such a reload continues to it once.
 */
export function useResumeNavigationAfterReload(): void {
  const navigation = useNavigation();
  const target = useRef<string | undefined>(undefined);
  useEffect(() => {
    target.current = targetOf(navigation);
  }, [navigation]);
  useEffect(() => {
    const remember = () => {
      try {
        if (target.current) sessionStorage.setItem(RESUME_NAVIGATION_KEY, target.current);
      } catch {
        // storage disabled: the visitor follows the link again
      }
    };
    window.addEventListener('pagehide', remember);
    let resume: string | null = null;
    try {
      resume = sessionStorage.getItem(RESUME_NAVIGATION_KEY);
      sessionStorage.removeItem(RESUME_NAVIGATION_KEY);
    } catch {
      // storage disabled: nothing was remembered
    }
    if (resume && resume !== window.location.href && new URL(resume).origin === window.location.origin) reloadOnce(resume);
    return () => window.removeEventListener('pagehide', remember);
  }, []);
}
