// Before any rule: the base URL must answer JSON for GET /api/stats/live. Otherwise one line says
// what came back (HTML, a 404, connection refused, silence) and what to check, instead of a
// hundred failing rules.
import { TEST_RECORD_HEADERS, type Target } from './http.ts';

const CHECK = 'check --base-url (or CONTRACT_BASE_URL): it must be the origin that serves /api (for example http://127.0.0.1:3001)';

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED): is the server running on that port?';
  if (cause?.code === 'ENOTFOUND') return 'unknown host (ENOTFOUND)';
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** undefined when the target answers like the API; otherwise the one line to print. */
export async function preflight(target: Target): Promise<string | undefined> {
  const url = `${target.baseUrl}/api/stats/live`;
  const head = `Preflight failed: GET ${url}`;
  // The request timeout given (--timeout-ms): a server slower than that fails here, in one line.
  const timeoutMs = target.timeoutMs;
  let res: Response;
  let text: string;
  try {
    res = await target.fetch(url, { headers: TEST_RECORD_HEADERS, signal: AbortSignal.timeout(timeoutMs) });
    text = await res.text();
  } catch (error) {
    return `${head}: ${networkReason(error, timeoutMs)}; ${CHECK}.`;
  }
  const type = res.headers.get('content-type') ?? 'no content type';
  if (/html/i.test(type) || /^\s*<(!doctype|html)/i.test(text)) {
    return `${head} answered ${res.status} with HTML (${type}), not JSON: this looks like a website, not the API; ${CHECK}.`;
  }
  if (res.status !== 200) return `${head} answered ${res.status} (${type}), expected 200 with JSON; ${CHECK}.`;
  try {
    JSON.parse(text);
  } catch {
    return `${head} answered 200 but the body is not JSON (${type}): '${text.slice(0, 60)}'; ${CHECK}.`;
  }
  return undefined;
}
