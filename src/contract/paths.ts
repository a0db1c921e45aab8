// Path building and matching for express-style paths ('/api/chat/:id/message'). The mocks and the
// server route through matchPath so unknown paths (404) and wrong methods (405) are answered alike.
import { endpoints, type Endpoint, type EndpointId, type ParamsOf } from './contract.ts';
import type { Method } from './endpoint.ts';
import { fillPath } from './pathTemplate.ts';

export function buildPath<Id extends EndpointId>(
  endpoint: { id: Id; path: string },
  ...[params]: ParamsOf<Id> extends undefined ? [params?: undefined] : [params: ParamsOf<Id>]
): string {
  return fillPath(endpoint.path, params as Record<string, string> | undefined);
}

export type PathMatch =
  | { kind: 'found'; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allowed: Method[] };

function matchParams(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.replace(/(?<!\/)\/+$/, '').split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of expected.entries()) {
    const segment = actual[i] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** Finds the endpoint for a request; pass the pathname only (no query string, no origin). */
export function matchPath(method: string, pathname: string): PathMatch {
  const allowed: Method[] = [];
  for (const endpoint of endpoints) {
    const params = matchParams(endpoint.path, pathname);
    if (!params) continue;
    if (endpoint.method === method.toUpperCase()) return { kind: 'found', endpoint, params };
    allowed.push(endpoint.method);
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}
