// The committed site index (site-index.json, `npm run concierge:index`) as a module. A static import
// with its JSON attribute works in Node and in Vite alike; the mock loads this module on demand, so no
// page carries the index.
import index from './site-index.json' with { type: 'json' };
import type { SiteIndex } from './retrieval.ts';

export const committedIndex: SiteIndex = index;
