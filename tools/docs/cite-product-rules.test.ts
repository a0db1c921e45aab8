import { describe, expect, it } from 'vitest';
import { rewriteCitations } from './cite-product-rules.ts';

describe('rewriteCitations', () => {
  it('points decision and spec sections at docs/product-rules.md', () => {
    expect(rewriteCitations('(decisions.md section 1)')).toBe('(product-rules.md D1)');
    expect(rewriteCitations('site-spec.md sections 2, 4, 5 and 8 and decisions.md')).toBe('product-rules.md S2, S4, S5 and S8 and product-rules.md');
    expect(rewriteCitations('(site-spec.md sections 2, 7; decisions.md sections 1 and 5)')).toBe('(product-rules.md S2, S7; product-rules.md D1 and D5)');
  });
});
