// The renderer's rules the legal pages and the FAQ rely on (docs/content.md): an anchor written
// after a heading, the body cut at its ## headings, a bare email address left as text, the plain text.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

const render = (body: string) => renderMarkdown(body, 0, 'https://www.example.com');

describe('renderMarkdown', () => {
  it('takes a heading anchor written after it, else the heading text', () => {
    expect(render('## Contact Us {#contact}\n\n## Data Retention').headings).toEqual([
      { id: 'contact', text: 'Contact Us' },
      { id: 'data-retention', text: 'Data Retention' },
    ]);
  });

  it('cuts the body into sections at its ## headings', () => {
    expect(render('Before.\n\n## Fees {#fees}\n\nOne.\n\nTwo.\n\n## Contact Us\n\nThree.').sections).toEqual([
      { id: 'fees', title: 'Fees', html: '<p>One.</p><p>Two.</p>' },
      { id: 'contact-us', title: 'Contact Us', html: '<p>Three.</p>' },
    ]);
  });

  it('leaves a bare email address as text and links one written in angle brackets', () => {
    expect(render('Write to sales@example.com.').html).toBe('<p>Write to sales@example.com.</p>');
    expect(render('Write to <sales@example.com>.').html).toBe('<p>Write to <a href="mailto:sales@example.com">sales@example.com</a>.</p>');
  });

  it("gives the body's plain text, blocks apart by a blank line", () => {
    expect(render("Yes. You can cancel with 30 days' notice.\n\nA **second** one.").text).toBe("Yes. You can cancel with 30 days' notice.\n\nA second one.");
    expect(render('Three steps:\n\n- Audit\n- Build\n\n> It paid for itself.\n>\n> — Dana Whitfield, COO').text).toBe('Three steps:\n\nAudit\nBuild\n\nIt paid for itself.\nDana Whitfield, COO');
  });

  it('drops raw HTML written in a file: the pages insert what Markdown makes, nothing else (ContentHtml)', () => {
    expect(render('Hello <script>alert(1)</script><b onclick="x()">there</b>.\n\n<iframe src="https://example.com"></iframe>').html).toBe('<p>Hello alert(1)there.</p>');
  });
});
