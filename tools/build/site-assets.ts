// The build-time files beside the prerendered pages: Open Graph images, PNG icons, the web app
// manifest, sitemap.xml (every indexable page, with lastmod), feed.xml (articles and events) and
// robots.txt (with its Sitemap line).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ogImagePath } from '../../src/app/ogImages.ts';
import { articlePath } from '../../src/app/routePaths.ts';
import { pagePaths } from '../../src/app/sitePaths.ts';
import { pageModulePath, pageTable } from '../../src/app/pageTable.ts';
import { articles, formatArticleDate } from '../../src/content/articles.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { events } from '../../src/content/events.ts';
import { site } from '../../src/config/site.ts';
import { absoluteUrl, resolveSiteUrl } from '../../src/config/siteUrl.ts';
import { colors } from '../../src/design/palette.ts';
import { feedXml } from './feed.ts';
import { iconPng, ogCardPng, type OgCard } from './og-images.ts';

function ogCards(): [string, OgCard][] {
  return [
    [ogImagePath.site, { kicker: site.tagline, title: 'Enterprise AI agents that cut costs, grow revenue and work around the clock', detail: 'orbitalagents.example' }],
    ...articles.map((a): [string, OgCard] => [ogImagePath.article(a.id), { kicker: a.category, title: a.title, detail: `${a.author.name} · ${formatArticleDate(a.date)} · ${a.readTime} min read` }]),
    ...events.map((e): [string, OgCard] => [ogImagePath.event(e.id), { kicker: e.type, title: e.title, detail: `${e.date} · ${e.time} · ${e.duration}` }]),
    ...caseStudies.map((c): [string, OgCard] => [
      ogImagePath.caseStudy(c.id),
      { kicker: `Case study · ${c.industry}`, title: c.company, detail: c.metrics.map((m) => `${m.value} ${m.label}`).slice(0, 2).join(' · ') },
    ]),
  ];
}

/** The day a page last changed: the article's date, else the last commit of its page module. */
function lastModified(url: string): string {
  const article = articles.find((a) => url === articlePath(a.id));
  if (article) return article.date;
  const entry = pageTable.find((e) => e.path === url) ?? pageTable.find((e) => url.startsWith(e.path.split(/[:*]/)[0]!) && e.path !== '/');
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', entry ? pageModulePath(entry) : 'src'], { encoding: 'utf8' }).trim();
    if (day) return day;
  } catch {
    // Not a git checkout: the build date.
  }
  return new Date().toISOString().slice(0, 10);
}

export function indexablePaths(): string[] {
  const hidden = pageTable.filter((e) => e.noindex).map((e) => e.path);
  return pagePaths().filter((p) => !hidden.includes(p));
}

export function sitemapXml(siteUrl: string): string {
  const urls = indexablePaths()
    .map((p) => `  <url><loc>${absoluteUrl(siteUrl, p)}</loc><lastmod>${lastModified(p)}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const manifest = {
  name: site.name,
  short_name: site.name,
  description: 'Enterprise AI agents that cut costs, grow revenue and work around the clock.',
  start_url: '/',
  display: 'browser',
  background_color: '#ffffff',
  theme_color: colors.brand,
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
};

export async function writeSiteAssets(outDir: string): Promise<void> {
  const siteUrl = resolveSiteUrl(process.env.SITE_URL);
  const write = (file: string, data: string | Buffer) => {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  };
  const cards = ogCards();
  for (const [file, card] of cards) write(file, ogCardPng(card));
  write('favicon-32.png', iconPng(32, false));
  write('apple-touch-icon.png', iconPng(180, true));
  write('icon-192.png', iconPng(192, true));
  write('icon-512.png', iconPng(512, true));
  write('manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
  write('sitemap.xml', sitemapXml(siteUrl));
  write('robots.txt', robotsTxt(siteUrl));
  write('feed.xml', feedXml(siteUrl, articles, events));
  console.log(`site assets: ${cards.length} og images, 4 PNG icons, manifest, sitemap.xml (${indexablePaths().length} URLs), feed.xml (${articles.length + events.length} entries), robots.txt for ${siteUrl}`);
}
