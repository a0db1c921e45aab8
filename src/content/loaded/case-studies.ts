// The case studies of content/case-studies/*.md, checked and rendered. In Vite the content plugin
// (tools/build/vite/content-plugin.ts) replaces this module with the entries themselves.
import { loadCollection } from '../build/load.ts';

export const entries = loadCollection('case-studies');
