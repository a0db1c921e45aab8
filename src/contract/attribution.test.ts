import { describe, expect, it } from 'vitest';
import { samples } from '../../contract-tests/samples.ts';
import { attributionOf, sanitizeAttribution } from '../domain/attribution.ts';
import { contract } from './contract.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { validateRequest } from './validate.ts';

const campaign = { utm_source: 'linkedin', utm_campaign: 'q3-audit', landingPath: '/' };
const leadCalls = [
  ['leads.capture', samples.pricingLead()],
  ['contact.submit', samples.contact()],
  ['booking.schedule', samples.booking()],
] as const;

const parse = (id: (typeof leadCalls)[number][0], body: unknown) => validateRequest(contract[id], { body });

describe('attribution on every lead-storing call', () => {
  for (const [id, body] of leadCalls) {
    it(`${id} keeps a well-formed attribution`, () => {
      const result = parse(id, { ...body, attribution: campaign });
      expect(result.ok && (result.body as { attribution?: unknown }).attribution).toEqual(campaign);
    });

    it(`${id} stores the lead without attribution when it is missing or malformed`, () => {
      for (const attribution of [undefined, 'linkedin', 42, ['linkedin'], null]) {
        const result = parse(id, { ...body, attribution });
        expect(result.ok).toBe(true);
        expect(result.ok && (result.body as { attribution?: unknown }).attribution).toBeUndefined();
      }
    });

    it(`${id} drops only the bad values: control characters, over 200 characters, not text, unknown keys`, () => {
      const attribution = { ...campaign, utm_medium: 'paid\u0000social', utm_term: 'x'.repeat(201), utm_content: 7, gclid: 'abc' };
      const result = parse(id, { ...body, attribution });
      expect(result.ok && (result.body as { attribution?: unknown }).attribution).toEqual(campaign);
    });
  }

  it('is documented as an optional object in the OpenAPI document', () => {
    const doc = JSON.stringify(buildOpenApiDocument());
    expect(doc).toContain('First-touch campaign attribution');
  });
});

describe('the attribution of a first page view', () => {
  it('takes the utm parameters, an outside referrer host and the landing path', () => {
    const landing = new URL('https://www.orbitalagents.example/?utm_source=linkedin&utm_campaign=q3-audit&utm_id=9');
    expect(attributionOf(landing, 'https://www.linkedin.com/feed/')).toEqual({
      utm_source: 'linkedin',
      utm_campaign: 'q3-audit',
      referrerHost: 'www.linkedin.com',
      landingPath: '/',
    });
  });

  it('ignores a referrer on the same site and a missing one', () => {
    const landing = new URL('https://www.orbitalagents.example/pricing');
    expect(attributionOf(landing, 'https://www.orbitalagents.example/')).toEqual({ landingPath: '/pricing' });
    expect(attributionOf(landing, '')).toEqual({ landingPath: '/pricing' });
  });

  it('caps each value at 200 characters and drops control characters', () => {
    expect(sanitizeAttribution({ utm_source: ` ${'a'.repeat(300)} `, utm_medium: 'a\nb' })).toEqual({ utm_source: 'a'.repeat(200) });
    expect(sanitizeAttribution({ utm_medium: 'a\u0085b' })).toBeUndefined();
    expect(sanitizeAttribution('nope')).toBeUndefined();
  });
});
