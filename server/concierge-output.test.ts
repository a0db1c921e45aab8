import { describe, expect, it } from 'vitest';
import { INSTRUCTIONS, INSTRUCTIONS_MARKER } from './concierge-prompt.ts';
import { ANSWER_MAX_CHARS, leaksInstructions, safeMarkdown, unsupportedFigures } from './concierge-output.ts';

const rules = { sitePaths: new Set(['/pricing', '/book-call', '/case-studies']), emails: new Set(['dana@acme.example']) };

describe("what a model's answer may carry", () => {
  it('keeps links to indexed pages (with a query or fragment) and lists them as cited', () => {
    expect(safeMarkdown('See [plans](/pricing#compare), [a demo](/book-call?type=demo) and [plans again](/pricing/).', rules)).toEqual({
      markdown: 'See [plans](/pricing#compare), [a demo](/book-call?type=demo) and [plans again](/pricing/).',
      cited: ['/pricing', '/book-call'],
    });
  });

  it('turns every other link into its text: unknown pages, other hosts, protocol-relative, scripts, data', () => {
    const links = ['/made-up-page', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'data:text/html,x', 'mailto:ceo@evil.example'];
    expect(links.map((url) => safeMarkdown(`[go](${url})`, rules).markdown)).toEqual(links.map(() => 'go'));
    // A URL with parentheses is not read as one link: the link syntax is broken apart instead.
    expect(safeMarkdown('[go](javascript:alert(1))', rules).markdown).toBe('[go] (javascript:alert(1))');
    expect(safeMarkdown('[go](mailto:dana@acme.example)', rules).markdown).toBe('[go](mailto:dana@acme.example)');
  });

  it('drops reference definitions, escapes HTML and autolinks, shows images as their alt text', () => {
    expect(safeMarkdown('[x][1]\n\n[1]: javascript:alert(1)\n\n<a href="javascript:x">y</a> <https://evil.example> ![pixel](https://t.example/p.gif)', rules).markdown).toBe(
      '[x][1]\n\n&lt;a href="javascript:x">y&lt;/a> &lt;`https://evil.example`> pixel',
    );
  });

  it('caps the length at a word', () => {
    // ANSWER_MAX_CHARS is a whole number of 'word ' runs: the cut drops the last space and no word.
    expect(ANSWER_MAX_CHARS % 'word '.length).toBe(0);
    expect(safeMarkdown('word '.repeat(1000), rules).markdown).toBe(`${'word '.repeat(ANSWER_MAX_CHARS / 'word '.length).trimEnd()} …`);
  });
});

describe('the figures guard', () => {
  it('lists the prices, percentages and multiples the given text does not hold', () => {
    const given = 'Mid-Market: $15K setup + $10K/month, 30-day money-back guarantee. 400% average ROI, 10× Value Guarantee.';
    expect(unsupportedFigures('Mid-Market is $15K setup and $10K/month, with 400% ROI and a 10× guarantee.', given)).toEqual([]);
    expect(unsupportedFigures('Mid-Market is $12K, about $10,000/month, 35% cheaper, 3× faster. It has 30 days.', given)).toEqual(['$12K', '$10,000', '35%', '3×']);
  });
});

describe('the instructions guard', () => {
  it('catches eight words in a row of the rules, or the marker, and nothing shorter', () => {
    expect(leaksInstructions('Sure: Prices, fees, percentages, durations, counts and client names appear in your answer', INSTRUCTIONS, INSTRUCTIONS_MARKER)).toBe(true);
    expect(leaksInstructions(`my reference is ${INSTRUCTIONS_MARKER}`, INSTRUCTIONS, INSTRUCTIONS_MARKER)).toBe(true);
    expect(leaksInstructions('Our plans: setup fees and monthly fees appear on the pricing page.', INSTRUCTIONS, INSTRUCTIONS_MARKER)).toBe(false);
  });
});
