// `npm run size`: the gzip size of each prerendered page's initial JavaScript, read from the page's
// own HTML (the scripts its boot module preloads and imports before hydrating, ADR 0024), against
// the goal of issue 11: 120 KiB on every page, 100 KiB on content-only pages. A page that loads its
// scripts at the visitor's first action instead (ADR 0034; every page since 2026-11-27) has that load
// printed beside, against the ceiling its first load had before, so it does not grow unseen; a `*`
// marks a page that loads them at once where it must (a part on screen that needs them, an address
// its static HTML cannot serve). The script exits 1 when a page's initial JavaScript is over its goal,
// or its load at the first action over its ceiling. Usage: npm run build && npm run size [-- dist-dir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { atOnceWithout, isContentOnlyPath, pagePaths } from '../src/app/sitePaths.ts';
import { SCRIPTS_WHEN_SEEN } from '../src/config/scriptsWhenSeen.ts';
import { pageHtmlFile, pageScripts } from './prerendered.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const KIB = 1024;
const goalOf = (url: string) => (isContentOnlyPath(url) ? 100 : 120);

// KiB. The framework file alone (react-dom, react-router, react) is 105 KiB and the shell every page
// loads (react-aria's press/focus/link, header, footer) 25 KiB: ADR 0009. Each ceiling was the
// page's first load before it began to wait (measured after the cuts that ADR 0034's addenda and the
// git history of this file name, plus 1-2 KiB; the hashes in the chunks' names alone move a page by
// some 20 bytes from one build to the next). Lower a ceiling when a page shrinks.
const firstActionCeilings: [RegExp, number][] = [
  [/^\/pricing$/, 144],
  [/^\/(about|careers|privacy|terms)$/, 139],
  [/^\/article\//, 148],
  [/^\/resources$/, 153],
  [/^\/help$/, 161],
  [/^\/docs(\/.*)?$/, 138],
  [/^\/event\//, 142],
  [/^\/$/, 150],
  [/^\/playground$/, 200],
  [/^\/case-studies$/, 146],
  [/^\/(signin|register|trial|forgot-password|reset-password)$/, 161],
  [/^\/contact$/, 162],
  [/^\/solutions$/, 166],
  [/^\/book-call$/, 140],
];
const firstActionBudgetOf = (url: string) => firstActionCeilings.find(([re]) => re.test(url))?.[1] ?? Number.POSITIVE_INFINITY;
const kb = (bytes: number) => (bytes / KIB).toFixed(1).padStart(7);

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  if (!gzipCache.has(file)) {
    const buf = readFileSync(path.join(distDir, file));
    gzipCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return gzipCache.get(file)!;
}

const total = (files: string[], size: 'raw' | 'gzip') => files.reduce((sum, f) => sum + sizeOf(f)[size], 0);

/** When a page that waits for the first action loads its scripts with the page after all (ADR 0034). */
function loadsAtOnceWhen(url: string, html: string): string | undefined {
  const when = [
    html.includes(`${SCRIPTS_WHEN_SEEN}=""`) && `where a part marked ${SCRIPTS_WHEN_SEEN} is in the first view`,
    atOnceWithout(url) && `on an address whose ?${atOnceWithout(url)}= is missing or blank (a broken link)`,
  ].filter(Boolean);
  return when.length ? when.join(', and ') : undefined;
}

const rows = pagePaths().map((url) => {
  const html = readFileSync(pageHtmlFile(distDir, url), 'utf8');
  const { initial, atFirstAction } = pageScripts(html);
  const gzip = total(initial, 'gzip');
  const later = total(atFirstAction, 'gzip');
  const overAtFirstAction = later > firstActionBudgetOf(url) * KIB;
  const atOnceWhen = atFirstAction.length > 0 ? loadsAtOnceWhen(url, html) : undefined;
  return { url, files: initial.length, raw: total(initial, 'raw'), gzip, later, atOnceWhen, overAtFirstAction, goal: goalOf(url) };
});

console.log(`Initial JavaScript per prerendered page (${path.relative(process.cwd(), distDir) || '.'}), KiB`);
console.log('A page marked hydratesAtFirstAction loads none with the page, and what "at first action" shows at the visitor\'s first action (ADR 0034).');
console.log('page'.padEnd(52) + 'files'.padStart(6) + '    raw' + '   gzip' + '   goal' + ' at first action' + ' ceiling');
for (const r of rows) {
  const state = r.gzip > r.goal * KIB ? '  OVER GOAL' : r.overAtFirstAction ? '  OVER CEILING' : '';
  const ceiling = Number.isFinite(firstActionBudgetOf(r.url)) ? String(firstActionBudgetOf(r.url)) : '-';
  const later = r.later ? `${kb(r.later)}${r.atOnceWhen ? '*' : ''}`.padStart(16) : '-'.padStart(16);
  console.log(r.url.padEnd(52) + String(r.files).padStart(6) + kb(r.raw) + kb(r.gzip) + String(r.goal).padStart(7) + later + ceiling.padStart(8) + state);
}
for (const r of rows) if (r.atOnceWhen) console.log(`* ${r.url}: also at once, with the page, ${r.atOnceWhen}.`);
const aboveGoal = rows.filter((r) => r.gzip > r.goal * KIB).length;
const overAtOnce = rows.filter((r) => r.atOnceWhen && r.later > r.goal * KIB);
const whereAtOnce = overAtOnce.length
  ? `; ${rows.length - aboveGoal - overAtOnce.length} where each * page loads at once (over then: ${overAtOnce.map((r) => r.url).join(', ')})`
  : '';
console.log(`${rows.length - aboveGoal} of ${rows.length} pages meet the goal of issue 11 (120 KiB, content-only 100 KiB)${whereAtOnce}`);
const over = rows.filter((r) => r.gzip > r.goal * KIB || r.overAtFirstAction);
if (over.length) {
  console.error(`${over.length} page(s) over their goal or ceiling: ${over.map((r) => r.url).join(', ')}`);
  process.exit(1);
}
