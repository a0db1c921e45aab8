// The /privacy and /terms pages (product-rules.md S2, S9): content/legal/privacy.md and terms.md,
// each dated by its lastUpdated field, with the legal figures of section 9, checked and rendered at build time
// (src/content/build, docs/content.md). Invented, realistic policy text; not legal advice.
import type { LegalData } from './build/collections.ts';
import { entries } from './loaded/legal.ts';

export type LegalDocument = LegalData;

function legalDocument(id: string): LegalDocument {
  const doc = entries.find((entry) => entry.id === id);
  if (!doc) throw new Error(`content/legal/${id}.md is missing`);
  return doc;
}

export const privacyPolicy = legalDocument('privacy');
export const termsOfService = legalDocument('terms');
