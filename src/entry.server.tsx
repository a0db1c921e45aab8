// Build-time rendering only (ssr: false): every prerendered page waits for all of its content, so
// the static HTML holds the whole page and no streamed Suspense fallback. In a build, the page's
// scripts are then asked for after its first paint (src/app/hydrateAfterPaint.ts, ADR 0024), on a
// page marked `hydratesAtFirstAction` at the visitor's first action (ADR 0034); a page with a slider
// holds what the visitor does to it until then (components/heldSlides.ts).
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';
import { hydrateAfterPaint } from './app/hydrateAfterPaint.ts';
import { atOnceWithout, hydratesAtFirstAction } from './app/sitePaths.ts';
import { withHoldSlidesScript } from './components/heldSlides.ts';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let statusCode = status;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    // Never outline a large finished Suspense boundary into a hidden template: the page is static.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      statusCode = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The dev server keeps React Router's own scripts (Vite's client and hot reload come through them).
  if (import.meta.env.DEV) return new Response(stream, { status: statusCode, headers });
  const html = await new Response(stream).text();
  const { pathname } = new URL(request.url);
  const boot = { atFirstAction: hydratesAtFirstAction(pathname), atOnceWithout: atOnceWithout(pathname) };
  return new Response(withHoldSlidesScript(hydrateAfterPaint(html, boot)), { status: statusCode, headers });
}
