// Response headers that limit what a browser does with our answers, and CORS for configured origins only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints } from '../../src/contract/index.ts';

const apiMethods = [...new Set(endpoints.map((e) => e.method))].join(', ');

/** API answers are data: nothing may load, run or frame them. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The `'sha256-…'` sources of a document's inline scripts and style elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * The built site: everything from our origin. The inline scripts and style elements a page needs
 * (router context, hydration, scroll restoration, the head's scripts, react-aria's styles) are
 * allowed by their sha256, computed from the built HTML by tools/build/write-headers.ts and written with
 * the build to `_headers`, which the reference server and any static host serve (ADR 0039). Without
 * hashes nothing inline runs. React and react-aria also set inline style attributes (positions,
 * sizes), which only style-src-attr allows.
 */
export function sitePolicy(hashes: InlineHashes = { scripts: [], styles: [] }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.scripts].join(' '),
    ["style-src 'self'", ...hashes.styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** No powerful browser feature is ever needed: camera, microphone, location and the rest are off. */
const permissionsPolicy = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'interest-cohort']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers of every answer, whatever serves it (API, site, 404, error); `_headers` gives them to `/*`. */
export const baseHeaders: readonly (readonly [name: string, value: string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', permissionsPolicy],
];

export function setBaseHeaders(res: ServerResponse): void {
  for (const [name, value] of baseHeaders) res.setHeader(name, value);
}

/**
 * `site`: the policy without hashes, for what the build serves that is not a page (assets, images,
 * the demo's worker); a page's own policy comes from `_headers` (server/http/static-site.ts).
 */
export function setSecurityHeaders(res: ServerResponse, kind: 'api' | 'site'): void {
  setBaseHeaders(res);
  res.setHeader('Content-Security-Policy', kind === 'api' ? apiPolicy : sitePolicy());
  if (kind === 'api') res.setHeader('Cache-Control', 'no-store');
}

/**
 * Adds CORS headers when the Origin is configured. Returns true when the request was a preflight
 * and has been answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !allowed.includes(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.statusCode = 204;
    res.setHeader('Access-Control-Allow-Methods', apiMethods);
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.end();
    return true;
  }
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  return false;
}
