import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRulesReference } from './rules-doc.ts';
import { contractRules } from './rules.ts';

describe('docs/contract-rules.md', () => {
  it('is the reference generated from the rule table (run `npm run contract:rules` after changing a rule)', () => {
    const published = readFileSync(new URL('../docs/contract-rules.md', import.meta.url), 'utf8');
    expect(published).toBe(formatRulesReference());
  });

  it('states every rule with its reason', () => {
    const reference = formatRulesReference();
    for (const rule of contractRules) {
      expect(rule.why).toMatch(/^product-rules\.md [DS]\d/);
      expect(reference).toContain(`| ${rule.rule.replaceAll('|', '\\|')} | ${rule.why.replaceAll('|', '\\|')} |`);
    }
  });

  it('names the rules that cannot run without an input and why they skip', () => {
    const reference = formatRulesReference();
    expect(reference).toContain(
      '| no account enumeration: a known account (--known-email) gets the same answer as an unknown email | product-rules.md D1: the answer must not reveal whether an account exists for an email. |  | --known-email EMAIL |',
    );
  });
});
