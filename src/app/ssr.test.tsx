// Server-render smoke test: every route renders with react-dom/server (static prerender, which waits
// for lazy pages) under a static router, in Node where `window` does not exist.
import { describe, expect, it } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { text } from 'node:stream/consumers';
import { AppRoutes } from './pageRoutes';
import { pageTable, sampleUrl } from './pageTable';

async function renderUrl(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  );
  return text(prelude);
}

describe('server rendering', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(pageTable.map((entry) => sampleUrl(entry)))('renders %s with its page and one h1', async (url) => {
    const html = await renderUrl(url);
    expect(html).toContain('<main');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain('404 Page Not Found');
  });

  it('renders the 404 screen for an unknown path', async () => {
    const html = await renderUrl('/no-such-page');
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
  });
});
