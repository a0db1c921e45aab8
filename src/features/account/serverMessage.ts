import { ApiError } from '../../api/client.ts';

/** The parsed JSON body of a failed call, or undefined when there was no answer or it was not JSON. */
function errorBody(error: unknown): object | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.json();
  return body && typeof body === 'object' ? body : undefined;
}

/** The server's message from `{ success: false, message }` or `{ error: { message } }`. */
export function serverMessage(error: unknown): string | undefined {
  const body = errorBody(error) as { message?: unknown; error?: { message?: unknown } } | undefined;
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (typeof body?.error?.message === 'string' && body.error.message) return body.error.message;
  return undefined;
}

/** True when the server answered with a readable JSON body (a 'server failure' of product-rules.md S8). */
export const isServerAnswer = (error: unknown): boolean => errorBody(error) !== undefined;

/** True when the server answered at all (any HTTP status), as opposed to a connection failure. */
export const isHttpError = (error: unknown): boolean => error instanceof ApiError;
