import { contents } from '../design/page.css.ts';

/**
 * The HTML the build rendered from a content file's Markdown (src/content/build/markdown.ts, ADR 0046):
 * raw HTML written in a file is dropped there, so what this inserts is only what Markdown makes. By
 * default its blocks lay out as children of the surrounding element (display: contents).
 */
export function ContentHtml({ html, className = contents }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
