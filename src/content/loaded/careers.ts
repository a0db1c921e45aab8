// The open roles of content/careers/*.md, checked. In Vite the content plugin
// (scripts/content-plugin.ts) replaces this module with the entries themselves.
import { loadCollection } from '../build/load.ts';

export const entries = loadCollection('careers');
