// The banner `npm start` shows on every page while a content file has a problem (ADR 0065): each
// problem's file, line and field, what to write, and the line as written, in the manner of Astro's
// content errors. A script added to the page's HTML builds it in a shadow root after the page has
// loaded, so neither the site's styles nor React's hydration meet it; it is never in a build.
import type { ContentProblem } from '../../../src/content/build/problems.ts';
import { palette } from '../../../src/design/palette.ts';

export type BannerProblem = ContentProblem & { source?: string };

/** What runs in the page: `problems` is the list, as JSON. */
function showBanner(problems: BannerProblem[], colors: { ink: string; paper: string; accent: string; code: string }) {
  const el = (tag: string, text?: string, attrs: Record<string, string> = {}) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    return node;
  };
  const show = () => {
    if (document.querySelector('content-problems')) return;
    const host = document.createElement('content-problems');
    const root = host.attachShadow({ mode: 'open' });
    const style = el('style');
    style.textContent = `
      aside { position: fixed; inset: auto 0 0 0; z-index: 2147483647; max-height: 45vh; overflow: auto; box-sizing: border-box;
        padding: 16px 24px; background: ${colors.paper}; color: ${colors.ink}; border-top: 4px solid ${colors.accent};
        font: 15px/1.5 system-ui, sans-serif; box-shadow: 0 -8px 24px rgb(0 0 0 / 0.2); }
      h2 { margin: 0 0 4px; font-size: 18px; }
      p { margin: 0 0 12px; }
      ol { margin: 0; padding-left: 20px; }
      li { margin-bottom: 12px; }
      .where { font-weight: 700; }
      pre { margin: 4px 0 0; padding: 6px 10px; background: ${colors.code}; border-radius: 4px; overflow-x: auto; font: 13px/1.4 ui-monospace, monospace; }
      button { float: right; font: inherit; padding: 4px 12px; border: 1px solid currentColor; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
      button:focus-visible { outline: 3px solid ${colors.accent}; outline-offset: 2px; }`;
    const aside = el('aside', undefined, { 'aria-labelledby': 'content-problems-title' });
    const close = el('button', 'Hide', { type: 'button' });
    close.addEventListener('click', () => host.remove());
    const files = new Set(problems.map((p) => p.file)).size;
    aside.append(
      close,
      el('h2', `${problems.length === 1 ? 'A content problem' : `${problems.length} content problems`} to fix`, { id: 'content-problems-title' }),
      el('p', `${files === 1 ? 'This file is' : `These ${files} files are`} left out of this preview until fixed; the rest of the site works. Save the file and this page reloads. The build (npm run build) refuses the site until then.`),
    );
    const list = el('ol');
    for (const problem of problems) {
      const item = el('li');
      item.append(el('span', `${problem.file}, line ${problem.line}${problem.field ? `, field "${problem.field}"` : ''}: `, { class: 'where' }), el('span', problem.message));
      if (problem.source !== undefined) item.append(el('pre', `${problem.line} | ${problem.source}`));
      list.append(item);
    }
    aside.append(list);
    root.append(style, aside);
    document.body.append(host);
  };
  if (document.readyState === 'complete') show();
  else window.addEventListener('load', show, { once: true });
}

/** The script tag that shows the banner for these problems. */
export function bannerScript(problems: BannerProblem[]): string {
  const colors = { ink: palette.ink900, paper: '#fff8e6', accent: '#b45309', code: '#f3ead3' };
  const args = JSON.stringify([problems, colors]).replaceAll('<', '\\u003c');
  return `<script type="module" data-content-problems>(${showBanner.toString()})(...${args});</script>`;
}
