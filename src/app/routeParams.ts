// Parsing of the route parameters the pages need: /article/{id}, /event/{id}, /book-call?type=.
import { sessionTypes, type SessionType } from '../contract/options.ts';

/** The session type named by ?type=, when it is one of the three keys; otherwise none. */
export function parseSessionType(value: string | null | undefined): SessionType | undefined {
  return sessionTypes.find((type) => type.id === value);
}

/** The session type a /book-call address names in its query string (?type=). */
export function sessionTypeInSearch(search: URLSearchParams): SessionType | undefined {
  return parseSessionType(search.get('type'));
}

/** The last path segment selects the article or event (product-rules.md S2). */
export function slugParam(params: Record<string, string | undefined>): string {
  return params.id ?? '';
}
