// Response headers that limit what a browser does with our answers, and CORS for configured origins only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints } from '../src/contract/index.ts';

const apiMethods = [...new Set(endpoints.map((e) => e.method))].join(', ');

/** API answers are data: nothing may load, run or frame them. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The built site: everything from our origin. vanilla-extract emits CSS files, so inline style
 * elements stay blocked except react-aria's (touch-action for pressable elements): the prerendered
 * HTML carries it and the server sets the per-document nonce on it; where react-aria adds it itself
 * it reads that nonce from <meta name="csp-nonce">. React and react-aria
 * also set inline style attributes (positions, sizes), which only style-src-attr allows.
 */
export function sitePolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    // The prerendered pages' inline scripts (router context, hydration, scroll restoration) carry the nonce.
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
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

/** The headers of every answer, whatever serves it (API, site, 404, error). */
export function setBaseHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', permissionsPolicy);
}

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
