// Everything under /api that no call handler took: 405 (JSON, with Allow) for a known path with the
// wrong method, 404 (JSON) for an unknown path. A known path the call handlers missed (a trailing
// slash) is answered by its call, so routing always agrees with the contract's matchPath.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { matchPath, methodNotAllowed, notFound, type EndpointId } from '../../src/contract/index.ts';
import { answer, type AnswerOptions, type MockCall } from './define.ts';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function apiFallback(calls: ReadonlyArray<MockCall<EndpointId>>, options?: AnswerOptions): HttpHandler {
  const byId = new Map(calls.map((call) => [call.id, call]));
  return http.all(
    ({ request }) => isApiPath(new URL(request.url).pathname),
    ({ request }) => {
      const url = new URL(request.url);
      const match = matchPath(request.method, url.pathname);
      if (match.kind === 'method-not-allowed') {
        return HttpResponse.json(methodNotAllowed(request.method, match.allowed), {
          status: 405,
          headers: { Allow: match.allowed.join(', ') },
        });
      }
      const call = match.kind === 'found' ? byId.get(match.endpoint.id) : undefined;
      if (match.kind === 'found' && call) return answer(call, request, match.params, options);
      return HttpResponse.json(notFound(), { status: 404 });
    },
  );
}
