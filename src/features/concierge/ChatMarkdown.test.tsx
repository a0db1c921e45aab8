// The concierge renders assistant text as markdown. Whatever that text holds, the output must carry
// no executable URL, no element that raw HTML would add and no event-handler attribute.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown, safeUrl } from './ChatMarkdown.tsx';

const render = (markdown: string, idPrefix = 't') => renderToStaticMarkup(<ChatMarkdown idPrefix={idPrefix}>{markdown}</ChatMarkdown>);

/** Elements the renderer may produce from markdown; anything else came from raw HTML. */
const allowedTags = new Set([
  'div', 'span', 'p', 'a', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'hr', 'br',
  'ul', 'ol', 'li', 'input', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'section', 'h3', 'h4',
]);

const safeScheme = /^(https?|ircs?|mailto|xmpp)$/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What a browser would make of an attribute URL: entities decoded, tabs/newlines dropped, trimmed. */
function browserView(url: string): string {
  // eslint-disable-next-line no-control-regex
  return decodeEntities(url).replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

/** Every start tag with its attributes (renderToStaticMarkup always double-quotes values). */
function* startTags(html: string): Generator<{ tag: string; attrs: Array<[string, string]> }> {
  for (const [, tag = '', rest = ''] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs = [...rest.matchAll(/(?<!\s)\s+([^\s=>/]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [name, value] as [string, string]);
    yield { tag, attrs };
  }
}

function findProblems(html: string): string[] {
  const problems: string[] = [];
  for (const { tag, attrs } of startTags(html)) {
    if (!allowedTags.has(tag.toLowerCase())) problems.push(`element <${tag}>`);
    for (const [name, value] of attrs) {
      const attr = name.toLowerCase();
      if (/^on|^(srcdoc|formaction|xlink:href)$/.test(attr)) problems.push(`attribute ${name}`);
      // GFM column alignment is the only style markdown produces.
      if (attr === 'style' && !/^text-align:(left|right|center)$/.test(value)) problems.push(`style="${value}"`);
      if (attr === 'src') problems.push(`src="${value}"`);
      if (['href', 'action', 'poster', 'data', 'cite'].includes(attr)) {
        const url = browserView(value);
        const colon = url.indexOf(':');
        const firstSep = url.search(/[/?#]/);
        const hasScheme = colon !== -1 && (firstSep === -1 || colon < firstSep);
        if (hasScheme && !safeScheme.test(url.slice(0, colon))) problems.push(`${name}="${value}"`);
      }
    }
  }
  // Tag-like text left in the output must be escaped text, never markup.
  if (/<(script|iframe|img|svg|object|embed|form|style)\b/i.test(html)) problems.push('raw markup');
  return problems;
}

const hostile: Record<string, string> = {
  'javascript: link': '[click](javascript:alert(1))',
  'upper-case scheme': '[click](JaVaScRiPt:alert(1))',
  'leading space': '[click]( javascript:alert(1))',
  'angle-bracket destination with space': '[click](< javascript:alert(1)>)',
  'tab entity inside scheme': '[click](jav&#x09;ascript:alert(1))',
  'newline entity inside scheme': '[click](java&#10;script:alert(1))',
  'colon entity': '[click](javascript&colon;alert(1))',
  'fully entity-encoded scheme': '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  'percent-encoded scheme': '[click](javascript%3Aalert(1))',
  'vbscript: link': '[click](vbscript:msgbox(1))',
  'data: html link': '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'data: link upper-case': '[click](DATA:text/html,<script>alert(1)</script>)',
  'file: link': '[click](file:///etc/passwd)',
  'reference-style link': '[click][x]\n\n[x]: javascript:alert(1)',
  'autolink with javascript': '<javascript:alert(1)>',
  'autolink with data': '<data:text/html,alert(1)>',
  'raw script': '<script>alert(1)</script>',
  'raw script inline': 'Hello <script>alert(1)</script> world',
  'raw img onerror': '<img src=x onerror="alert(1)">',
  'raw img inline': 'Look: <img src=x onerror=alert(1)> here',
  'raw iframe': '<iframe src="javascript:alert(1)"></iframe>',
  'raw anchor': '<a href="javascript:alert(1)">click</a>',
  'raw anchor inline': 'see <a href="javascript:alert(1)" onclick="alert(2)">this</a> now',
  'raw svg': '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  'raw object/embed': '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  'raw form': '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  'raw style': '<style>body{background:url(javascript:alert(1))}</style>',
  'raw details ontoggle': '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  'html comment': '<!-- <script>alert(1)</script> -->',
  'markdown image with javascript src': '![pic](javascript:alert(1))',
  'markdown image with data src': '![pic](data:image/svg+xml,<svg onload=alert(1)>)',
  'markdown image tracking pixel': '![](https://tracker.example/pixel.gif)',
  'image inside link': '[![pic](javascript:alert(1))](javascript:alert(2))',
  'link title attribute': '[click](https://ok.example "x\\" onmouseover=\\"alert(1)")',
  'footnote with javascript link': 'Text[^1]\n\n[^1]: [see](javascript:alert(1))',
  'table cell with script': '| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |',
  'task list with html': '- [x] <img src=x onerror=alert(1)>\n- [ ] [x](vbscript:alert(1))',
};

describe('ChatMarkdown against hostile content', () => {
  for (const [name, markdown] of Object.entries(hostile)) {
    it(`renders ${name} with no executable URL and no raw element`, () => {
      const html = render(markdown);
      expect(findProblems(html)).toEqual([]);
    });
  }

  it('keeps the text of a blanked link, as an anchor without href', () => {
    const html = render('[click](javascript:alert(1))');
    expect(html).toContain('<a>click</a>');
    expect(html).not.toContain('href');
  });

  it('drops raw HTML entirely (not even as text)', () => {
    expect(render('Hello <script>alert(1)</script> world')).toBe('<div class="' + render('x').match(/class="([^"]+)"/)?.[1] + '"><p>Hello alert(1) world</p></div>');
  });

  it('shows an image only as its alt text, fetching nothing', () => {
    const html = render('![Pricing chart](https://cdn.example/chart.png)');
    expect(html).toContain('Pricing chart');
    expect(html).not.toMatch(/<img|src=/);
  });

  it('the corpus checker itself catches what it must', () => {
    expect(findProblems('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['href="jav&#x09;ascript:alert(1)"']);
    expect(findProblems('<img src="x" onerror="y">')).toEqual(['element <img>', 'src="x"', 'attribute onerror', 'raw markup']);
    expect(findProblems('<a title="x&quot; onclick=&quot;y">z</a>')).toEqual([]);
    expect(findProblems('<a href="/book-call">x</a><a href="https://a.example/x:y">y</a>')).toEqual([]);
  });
});

describe('safeUrl (react-markdown defaultUrlTransform allow-list)', () => {
  it.each([
    ['https://orbitalagents.example/pricing'],
    ['http://example.com'],
    ['mailto:sales@orbitalagents.example'],
    ['xmpp:sales@orbitalagents.example'],
    ['irc://irc.example/channel'],
    ['ircs://irc.example/channel'],
    ['/book-call?type=demo'],
    ['#user-content-fn-1'],
    ['relative/path:with-colon'],
  ])('keeps %s', (url) => {
    expect(safeUrl(url, 'href', { type: 'element', tagName: 'a', properties: {}, children: [] })).toBe(url);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['jav\tascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['ftp://example.com'],
    ['tel:+15555550100'],
  ])('removes %j', (url) => {
    expect(safeUrl(url, 'href', { type: 'element', tagName: 'a', properties: {}, children: [] })).toBeUndefined();
  });
});

describe('ChatMarkdown features', () => {
  const reply = [
    '| Plan | Monthly |',
    '|---|---|',
    '| Self-Serve | $1K |',
    '',
    'Old price ~~$2K~~ now.',
    '',
    '- [x] Audit',
    '- [ ] Sprint',
    '',
    'Visit https://orbitalagents.example or write to sales@orbitalagents.example.',
    '',
    'A claim[^1]. [Pricing](/pricing)',
    '',
    '[^1]: Average across customers.',
  ].join('\n');

  it('renders GFM tables, strikethrough, task lists, autolinks and footnotes', () => {
    const html = render(reply, 'r1');
    // The table scrolls sideways in a labelled group that keyboards can focus (issue 13, point 7).
    expect(html).toMatch(/<div class="[^"]+" role="group" aria-label="Table" tabindex="0" data-scroll-region=""><table>/);
    expect(html).toContain('<th>Plan</th>');
    expect(html).toContain('<td>Self-Serve</td>');
    expect(html).toContain('<del>$2K</del>');
    expect(html).toContain('<input type="checkbox" disabled="" readOnly="" aria-label="Done" checked=""/>');
    expect(html).toContain('<input type="checkbox" disabled="" readOnly="" aria-label="Not done"/>');
    expect(html).toContain('href="https://orbitalagents.example" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:sales@orbitalagents.example"');
    expect(html).toContain('href="#r1-fn-1"');
    expect(html).toContain('id="r1-fn-1"');
    expect(html).toContain('id="r1-footnote-label"');
    expect(html).toContain('aria-describedby="r1-footnote-label"');
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Pricing<\/a>/);
    expect(html).not.toMatch(/href="\/pricing"[^>]*target=/);
  });

  it('gives each reply its own footnote ids', () => {
    const a = render(reply, 'a');
    const b = render(reply, 'b');
    const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });

  it('opens protocol-relative and scheme-only web links in a new tab, not as site links', () => {
    for (const href of ['//evil.example/x', 'https://evil.example', 'https:evil.example']) {
      expect(render(`[x](${href})`)).toContain('target="_blank" rel="noopener noreferrer"');
    }
    // A backslash is percent-encoded by the markdown parser, so '/\\host' stays a path on this site.
    expect(render('[x](/\\evil.example/x)')).toContain('href="/%5Cevil.example/x"');
  });

  it("renders a language model's answer as the server passes it (issue 50): site links and sources, the defused rest as text", () => {
    const html = render(
      'Mid-Market is **$15K setup + $10K/month** ([Choose Your Flight Plan](/pricing)).\n\n' +
        'Here you go: [claim your prize] (javascript:alert(1)) and &lt;img src=x onerror="alert(1)"> or `https://evil.example/reset`\n\n' +
        'Sources: [Choose Your Flight Plan](/pricing)',
    );
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/pricing', '/pricing']);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('<code>https://evil.example/reset</code>');
  });

  it('never emits an h1 or h2 (one h1 per page; the dialog title is the h2)', () => {
    const html = render('# Big\n\n## Less\n\n###### Small');
    expect(html).not.toMatch(/<h[12]/);
    expect(html).toMatch(/<h3[^>]*>Big<\/h3>/);
  });
});
