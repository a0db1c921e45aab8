// The site's feed of articles and events (tools/build/feed.ts writes it at build time), linked from every
// page's head and from /resources.
import { site } from '../config/site.ts';

export const feed = { path: '/feed.xml', title: `${site.name}: articles and events`, type: 'application/atom+xml' } as const;
