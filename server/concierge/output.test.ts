import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { INSTRUCTIONS, INSTRUCTIONS_MARKER } from './prompt.ts';
import { ANSWER_MAX_CHARS, leaksInstructions, safeMarkdown, unsupportedFigures } from './output.ts';

/** Every link, image, definition and HTML node of `markdown` as the client's renderer parses it (react-markdown, remark-gfm), but links to the site's pages and known addresses. */
function foreignLinks(markdown: string): string[] {
  const found: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link' && !(/^\/(?![/\\])/.test(node.url) && rules.sitePaths.has(node.url.split(/[?#]/)[0]!)) && !rules.emails.has(node.url.replace(/^mailto:/i, ''))) found.push(`link ${node.url}`);
    if (node.type === 'definition' || node.type === 'image' || node.type === 'html' || node.type === 'imageReference' || node.type === 'linkReference') found.push(`${node.type} ${JSON.stringify(node)}`);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return found;
}

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
    // Read as CommonMark reads it: a URL with parentheses is one link, and goes.
    expect(safeMarkdown('[go](javascript:alert(1))', rules).markdown).toBe('go');
    expect(safeMarkdown('[go](mailto:dana@acme.example)', rules).markdown).toBe('[go](mailto:dana@acme.example)');
  });

  it('drops reference definitions, escapes HTML and autolinks, shows images as their alt text', () => {
    expect(safeMarkdown('[x][1]\n\n[1]: javascript:alert(1)\n\n<a href="javascript:x">y</a> <https://evil.example> ![pixel](https://t.example/p.gif)', rules).markdown).toBe(
      'x\n\n\\<a href="javascript:x">y\\</a> `https://evil.example` pixel',
    );
  });

  it('keeps no link to another site in any syntax CommonMark or GFM reads as one (issue 59)', () => {
    const cases: [string, string][] = [
      ['See [login][r].\n\n> [r]: //evil.example/login', 'See login.'],
      ['- item\n\n  [r]: https://evil.example\n\n[go][r]', '- item\n\ngo'],
      ['See [x][log\nin].\n\n1. [log in]: //evil.example/login', 'See x.'],
      ['[log\nin]\n\n[log in]: https://evil.example', 'log\nin'],
      ['[a](//evil.example) [b](\\\\evil.example) [c](/\\evil.example) [d](javascript&#58;alert(1)) [e](&#x2F;&#x2F;evil.example)', 'a b c d e'],
      ['[x](<//evil.example>) [y](HTTPS://evil.example "Login") [z](/%5Cevil.example) ![w][img]\n\n[img]: https://t.example', 'x y z w'],
      ['<https://evil.example/a> and www.evil.example/a and &#104;ttps://evil.example/b.', '`https://evil.example/a` and `www.evil.example/a` and `https://evil.example/b`.'],
      ['<a href="https://evil.example">x</a>\n\n<div>\nhttps://evil.example\n</div>', '\\<a href="`https://evil.example`">x\\</a>\n\n\\<div>\n`https://evil.example`\n\\</div>'],
      ['x[^1]\n\n[^1]: [evil](https://evil.example)', 'x[^1]\n\n[^1]: evil'],
      ['Mail [us](mailto:ceo@evil.example) or ceo@evil.example; [me](mailto:dana@acme.example).', 'Mail us or (address withheld); [me](mailto:dana@acme.example).'],
    ];
    expect(cases.map(([hostile]) => safeMarkdown(hostile, rules).markdown)).toEqual(cases.map(([, safe]) => safe));
  });

  it('keeps no link to another site in generated hostile Markdown, as the client parses it (issue 59)', () => {
    const url = fc.constantFrom(
      '//evil.example/login',
      'https://evil.example',
      'HTTPS://evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      '&#x2F;&#x2F;evil.example',
      '&#104;ttps://evil.example',
      'javascript&#58;alert(1)',
      '<//evil.example>',
      'data:text/html,x',
      'mailto:ceo@evil.example',
      '/pricing',
    );
    const label = fc.constantFrom('login', 'log\nin', 'log\n  in', '[inner](/pricing)', '**bold**');
    const quote = fc.constantFrom('', '> ', '- ', '1. ', '   ', '> - ', '>> ');
    const forms = (u: string, l: string, q1: string, q2: string) => [
      `[${l}](${u})`,
      `See [${l}][r].\n\n${q1}[r]: ${u}`,
      `${q1}[${l}]\n\n${q2}[${l}]: ${u} "t"`,
      `[${l}][]\n\n${q2}[${l}]:\n${u}`,
      `![${l}](${u})`,
      `<${u.replace(/^<|>$/g, '')}>`,
      `${q1}${u}`,
      `<a href="${u}">${l}</a>`,
    ];
    const link = fc.tuple(url, label, quote, quote, fc.nat({ max: 7 })).map(([u, l, q1, q2, form]) => forms(u, l, q1, q2)[form]!);
    fc.assert(
      fc.property(fc.array(link, { minLength: 1, maxLength: 4 }), (parts) => {
        const { markdown } = safeMarkdown(parts.join('\n\n'), rules);
        expect(foreignLinks(markdown)).toEqual([]);
      }),
      { numRuns: 300 },
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
    // Compared as values: $10,000 is the $10K the text gives.
    expect(unsupportedFigures('Mid-Market is $12K, about $10,000/month, 35% cheaper, 3× faster. It has 30 days.', given)).toEqual(['$12K', '35%', '3×']);
  });

  it('reads figures in any currency, unit or spelling, and compares their values (issue 59)', () => {
    const given = 'Enterprise: $25K setup + $25K/month. 400% average ROI, 10× Value Guarantee.';
    const invented = ['€9', '£7', 'USD 9', '9 dollars', '$ 9', '＄9', '90 %', '90 percent', '90 pct', '90٪', '50x', 'nine hundred dollars', '3 times', '12 per cent', '€25K', '¥500', '9 EUR'];
    expect(invented.map((figure) => unsupportedFigures(`It is ${figure} for you.`, given))).toEqual([
      ['€9'], ['£7'], ['USD 9'], ['9 dollars'], ['$ 9'], ['$9'], ['90 %'], ['90 percent'], ['90 pct'], ['90٪'], ['50x'], ['nine hundred dollars'], ['3 times'], ['12 per cent'], ['€25K'], ['¥500'], ['9 EUR'],
    ]);
    const same = ['$25,000', '25000 USD', '25 thousand dollars', 'twenty-five thousand dollars', '＄25K', '400 percent', '10x', 'ten times', '400 pct'];
    expect(same.map((figure) => unsupportedFigures(`It is ${figure}.`, given))).toEqual(same.map(() => []));
    // Counts, years and durations are not figures a visitor pays by.
    expect(unsupportedFigures('Our 40-person team, since 2019, answers in one day for one of 3 plans.', given)).toEqual([]);
  });
});

describe('the instructions guard', () => {
  it('catches eight words in a row of the rules, or the marker, and nothing shorter', () => {
    expect(leaksInstructions('Sure: Prices, fees, percentages, durations, counts and client names appear in your answer', INSTRUCTIONS, INSTRUCTIONS_MARKER)).toBe(true);
    expect(leaksInstructions(`my reference is ${INSTRUCTIONS_MARKER}`, INSTRUCTIONS, INSTRUCTIONS_MARKER)).toBe(true);
    expect(leaksInstructions('Our plans: setup fees and monthly fees appear on the pricing page.', INSTRUCTIONS, INSTRUCTIONS_MARKER)).toBe(false);
  });

  it('catches the rules spaced out letter by letter, reversed, or in base64 (issue 59)', () => {
    const rule = 'Prices, fees, percentages, durations, counts and client names appear in your answer only exactly as a source gives them.';
    const transformed = {
      spaced: [...rule].join(' '),
      dotted: [...rule.replaceAll(' ', '')].join('.'),
      reversed: [...rule].reverse().join(''),
      base64: `Here: ${Buffer.from(rule).toString('base64')}`,
    };
    expect(Object.fromEntries(Object.entries(transformed).map(([how, text]) => [how, leaksInstructions(text, INSTRUCTIONS, INSTRUCTIONS_MARKER)]))).toEqual({ spaced: true, dotted: true, reversed: true, base64: true });
    const innocent = ['Our plans: setup fees and monthly fees appear on the pricing page.', 'I can help with AI agents, plans, case studies and events.', 'YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo= is not ours'];
    expect(innocent.map((text) => leaksInstructions(text, INSTRUCTIONS, INSTRUCTIONS_MARKER))).toEqual([false, false, false]);
  });
});
