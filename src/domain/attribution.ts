// Campaign attribution (issue 14): the first-touch utm parameters, the referrer's host and the landing
// path of a visitor's tab session, sent with every lead. zod-free, so the app can sanitise before
// sending; src/contract/attribution.ts is the schema the mocks and the server validate with.
import { hasControlCharacter, hasLoneSurrogate } from '../contract/formats.ts';

export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const attributionKeys = [...utmKeys, 'referrerHost', 'landingPath'] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Each value is cut to this many characters; longer campaign names are not worth a lost lead. */
export const ATTRIBUTION_MAX_CHARS = 200;

/** A value as stored and sent: trimmed and capped, or nothing when blank or not plain text. */
export function attributionValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, ATTRIBUTION_MAX_CHARS).trim();
  if (!text || hasControlCharacter(text) || hasLoneSurrogate(text)) return undefined;
  return text;
}

/** Only the known keys with usable values; undefined when none is left. */
export function sanitizeAttribution(raw: unknown): Attribution | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const result: Attribution = {};
  for (const key of attributionKeys) {
    const value = attributionValue((raw as Record<string, unknown>)[key]);
    if (value !== undefined) result[key] = value;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * The attribution of a first page view: the utm parameters of its URL, the referrer's host when the
 * visitor came from another site, and the path they landed on.
 */
export function attributionOf(landing: URL, referrer: string): Attribution | undefined {
  const raw: Record<string, string> = { landingPath: landing.pathname };
  for (const key of utmKeys) {
    const value = landing.searchParams.get(key);
    if (value !== null) raw[key] = value;
  }
  const host = hostOf(referrer);
  if (host && host !== landing.host) raw.referrerHost = host;
  return sanitizeAttribution(raw);
}

function hostOf(url: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
