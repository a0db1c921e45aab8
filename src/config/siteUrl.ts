// The public origin of the site, for canonical links, Open Graph URLs, the sitemap and robots.txt.
// Set SITE_URL at build time (`SITE_URL=https://www.example.com npm run build`); without it the
// documented default below is used.
export const DEFAULT_SITE_URL = 'https://www.orbitalagents.example';

export function resolveSiteUrl(value: string | undefined): string {
  return (value?.trim() || DEFAULT_SITE_URL).replace(/(?<!\/)\/+$/, '');
}

/** The absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path.replace(/(?<!\/)\/+$/, '')}`;
}
