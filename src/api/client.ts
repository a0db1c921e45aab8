// The HTTP layer of product-rules.md S7: credentials included, a JSON content type only with a
// body, and every non-2xx answer becomes an ApiError whose message is 'status: body text or status text'.

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.body);
    } catch {
      return undefined;
    }
  }
}

/** A 2xx answer the call cannot use: not JSON (HTML, text, cut off) or outside the contract. */
export class AnswerError extends Error {
  /** The first problem, e.g. 'not JSON' or 'laborSavings: missing'. */
  readonly issue: string;
  constructor(issue: string, callId = 'answer') {
    super(`${callId} answered outside the contract: ${issue}`);
    this.name = 'AnswerError';
    this.issue = issue;
  }
}

export function apiBaseUrl(): string {
  return (import.meta.env?.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
}

let held: Promise<unknown> | undefined;

/**
 * Mock mode only (src/entry.client.tsx): /api calls wait until the mock worker that answers them has
 * started, so the page can hydrate without waiting for it. If it fails to start, they fail with its error.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  held = ready;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, res.statusText, text);
  }
}

/** The 2xx response of a request (its body unread); any other status is an ApiError. `accept` asks for a media type. */
export async function apiResponse(method: string, url: string, body?: unknown, options: RequestOptions & { accept?: string } = {}): Promise<Response> {
  if (held) await held;
  const res = await fetch(`${apiBaseUrl()}${url}`, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(options.accept ? { Accept: options.accept } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** The JSON of a 2xx answer (null for an empty body); not JSON is an AnswerError. */
export async function jsonOf<T = unknown>(res: Response): Promise<T | null> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new AnswerError('not JSON');
  }
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  return jsonOf<T>(await apiResponse(method, url, body, options));
}
