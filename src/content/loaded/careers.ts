// The open roles of content/careers/*.md, checked. In Vite the content plugin
// (tools/build/vite/content-plugin.ts) replaces this module with the entries themselves.
import { loadCollection } from '../build/load.ts';

export const entries = loadCollection('careers');
