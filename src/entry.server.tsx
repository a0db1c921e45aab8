// Build-time rendering only (ssr: false): every prerendered page waits for all of its content, so
// the static HTML holds the whole page and no streamed Suspense fallback. React Router's <Scripts>
// output is left as it renders it: the page hydrates as soon as its modules arrive (docs/boot.md).
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';
import { SpaFallbackRender } from './boot/Island.tsx';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let statusCode = status;
  const page = (
    <SpaFallbackRender value={routerContext.isSpaMode}>
      <ServerRouter context={routerContext} url={request.url} />
    </SpaFallbackRender>
  );
  const stream = await renderToReadableStream(page, {
    // Never outline a large finished Suspense boundary into a hidden template: the page is static.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      statusCode = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status: statusCode, headers });
}
