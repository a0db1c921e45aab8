// The optional `attribution` object every lead-storing call accepts (issue 14): first-touch utm
// parameters, referrer host and landing path. Its values are checked like any other text (capped,
// no control characters), but a bad value, or a malformed object, is dropped rather than refused:
// attribution must never cost a lead. The client sanitises first (src/domain/attribution.ts).
import { z } from 'zod';
import { ATTRIBUTION_MAX_CHARS, attributionKeys, type AttributionKey } from '../domain/attribution.ts';
import { optionalText } from './fields.ts';

const value = (key: AttributionKey) => optionalText(key, ATTRIBUTION_MAX_CHARS).catch(undefined);

export const attributionSchema = z
  .object(Object.fromEntries(attributionKeys.map((key) => [key, value(key)])) as Record<AttributionKey, ReturnType<typeof value>>)
  .describe(`First-touch campaign attribution of the visitor's session; each value at most ${ATTRIBUTION_MAX_CHARS} characters. Bad values are dropped, never refused.`);

/** The field a lead-storing request adds: optional, and dropped whole when it is not an object. */
export const attributionField = attributionSchema.optional().catch(undefined);
