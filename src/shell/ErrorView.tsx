import { useEffect, useState } from 'react';
import { ErrorMessage, ErrorPage } from './ErrorPage';
import { RouteFallback } from './RouteFallback';
import { isChunkLoadError, reloadOnce } from './staleAssets.ts';

/**
 * What an error boundary shows: a chunk or stylesheet that failed to load (a deploy) reloads the
 * page once; anything else, or the same failure again, shows the error message.
 */
export function ErrorView({ error, wholePage = false }: { error: unknown; wholePage?: boolean }) {
  const staleChunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(staleChunk);
  useEffect(() => {
    if (staleChunk && !reloadOnce()) setReloading(false);
  }, [staleChunk]);
  if (reloading) return <RouteFallback />;
  return wholePage ? <ErrorPage /> : <ErrorMessage />;
}
