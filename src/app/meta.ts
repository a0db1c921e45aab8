// The head of every page from one place: title, description, canonical URL, robots, Open Graph,
// Twitter card, JSON-LD and the feed's link. Route modules export `meta = routeMeta()` (static pages,
// data from the route table) or call `pageMeta` with their own content (articles, events, docs topics).
import { matchPath, type LinkDescriptor, type MetaDescriptor, type MetaFunction } from 'react-router-dom';
import { site } from '../config/site.ts';
import { absoluteUrl, resolveSiteUrl } from '../config/siteUrl.ts';
import { ogImagePath, OG_IMAGE_SIZE } from './ogImages.ts';
import { feed } from '../content/feed.ts';
import { pageTable } from './pageTable.ts';
import { breadcrumbs, type StructuredData } from './structuredData.ts';

export const siteUrl = resolveSiteUrl(import.meta.env.SITE_URL);

export interface PageSeo {
  /** The page's path; without it (the 404 page) there is no canonical URL. */
  path?: string;
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  structuredData?: StructuredData[];
  /** Parent pages, for the BreadcrumbList of a nested page (the page itself is added). */
  parents?: { name: string; path: string }[];
}

/** Every title ends with the brand once. */
export const documentTitle = (title: string) => (title.includes(site.name) ? title : `${title} | ${site.name}`);

/** A location's path without the trailing slash prerendered URLs carry. */
export const pagePath = (pathname: string) => (pathname === '/' ? '/' : pathname.replace(/(?<!\/)\/+$/, ''));

export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = documentTitle(seo.title);
  const url = seo.path ? absoluteUrl(siteUrl, seo.path) : undefined;
  const image = absoluteUrl(siteUrl, seo.image ?? ogImagePath.site);
  const trail = seo.path && seo.parents?.length
    ? [breadcrumbs([{ name: 'Home', path: '/' }, ...seo.parents, { name: seo.title, path: seo.path }].map((s) => ({ name: s.name, url: absoluteUrl(siteUrl, s.path) })))]
    : [];
  const data = [...(seo.structuredData ?? []), ...trail];
  return [
    { title },
    { name: 'description', content: seo.description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    { tagName: 'link', rel: 'alternate', type: feed.type, title: feed.title, href: feed.path },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    ...data.map((item) => ({ 'script:ld+json': { '@context': 'https://schema.org', ...item } })),
  ];
}

/** The route-table entry of the page at a location's path. */
export const pageEntryAt = (pathname: string) => pageTable.find((e) => matchPath(e.path, pagePath(pathname)));

/** The meta of a page of the route table, found by the location's path. */
export function routeMeta(extra: Partial<PageSeo> = {}): MetaFunction {
  return ({ location }) => {
    const path = pagePath(location.pathname);
    const entry = pageEntryAt(path);
    if (!entry) throw new Error(`No route table entry for ${path}`);
    return pageMeta({ path, title: entry.title, description: entry.description, noindex: entry.noindex, ...extra });
  };
}

/** Icons and the web app manifest, on every page (root links). */
export const siteLinks: LinkDescriptor[] = [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];
