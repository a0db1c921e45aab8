// `npm run size`: the gzip size of each prerendered page's initial JavaScript, read from the page's
// own HTML (the scripts its boot module preloads and imports before hydrating, ADR 0024), against
// the goal of issue 11: 120 KiB on every page, 100 KiB on content-only pages. The pages that load
// their scripts at the visitor's first action instead (ADR 0034) have that load printed beside. A page not yet at its
// goal has a recorded ceiling below (measured 2026-11-23 after ADR 0024, plus 4 KiB); the script
// exits 1 when a page is over its goal without a ceiling, or over its ceiling. Lower a ceiling when a
// page shrinks; delete it once the page meets the goal. Usage: npm run build && npm run size [-- dist-dir]
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
// loads (react-aria's press/focus/link, header, footer) 25 KiB: ADR 0009. /, /solutions,
// /case-studies, /pricing and /resources: measured after their dialogs became lazy (src/components/
// LazyDialog.tsx), plus 2 KiB; /pricing, /about, /careers, /privacy, /terms, /docs, events and
// /book-call after react-query left the shell (src/api/queryClient.ts), plus 2 KiB; the forms and
// articles after Vite's preload helper left (2026-11-25), plus 2 KiB; articles again after the AI
// Summary's call code left their first load (2026-11-25, src/features/article/useArticleSummary.ts);
// /resources after its newsletter form became lazy like the footer's (2026-11-25), plus 2 KiB; / and
// /case-studies after the live figures' query left their first load (2026-11-26,
// src/features/home/useLiveFigures.ts), plus 2 KiB; every page after the shell stopped taking what
// a package index names but only other pages use (2026-11-26, scripts/code-splitting.ts), plus 2 KiB;
// /playground after react-aria's strings for other locales left the build (ADR 0027), plus 2 KiB;
// /contact had grown to its ceiling (161.0 KiB, 13 bytes under it; the hashes in the chunks' names
// alone move a page by some 20 bytes from one build to the next): 2026-11-27, plus 1 KiB. /solutions
// waits for the first action since 2026-11-27 (ADR 0034): its ceiling moved to the list below.
const ceilings: [RegExp, number][] = [[/^\/book-call$/, 140]];
const budgetOf = (url: string) => ceilings.find(([re]) => re.test(url))?.[1] ?? goalOf(url);
// KiB. What a page loads at the visitor's first action (ADR 0034) keeps the ceiling its first load had
// before, so it does not grow unseen.
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
    // A part that needs the scripts once on screen (the home hero's counters, the ROI results), where it is in the first view.
    html.includes(`${SCRIPTS_WHEN_SEEN}=""`) && `where a part that needs them is in the first view (${SCRIPTS_WHEN_SEEN}; the home hero's counters and the ROI calculator's results are, on a tablet or wider)`,
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
  return { url, files: initial.length, raw: total(initial, 'raw'), gzip, later, atOnceWhen, overAtFirstAction, goal: goalOf(url), budget: budgetOf(url) };
});

console.log(`Initial JavaScript per prerendered page (${path.relative(process.cwd(), distDir) || '.'}), KiB`);
console.log('A page marked hydratesAtFirstAction loads none with the page, and the last column at the visitor\'s first action (ADR 0034).');
console.log('page'.padEnd(52) + 'files'.padStart(6) + '    raw' + '   gzip' + '   goal' + ' ceiling' + ' at first action');
for (const r of rows) {
  const state = r.gzip > r.budget * KIB || r.overAtFirstAction ? '  OVER CEILING' : r.gzip > r.goal * KIB ? '  above goal' : '';
  const ceiling = r.budget === r.goal ? '-' : String(r.budget);
  const later = r.later ? `${kb(r.later)}${r.atOnceWhen ? '*' : ''}`.padStart(16) : '-'.padStart(16);
  console.log(r.url.padEnd(52) + String(r.files).padStart(6) + kb(r.raw) + kb(r.gzip) + String(r.goal).padStart(7) + ceiling.padStart(8) + later + state);
}
for (const r of rows) if (r.atOnceWhen) console.log(`* ${r.url}: also at once, with the page, ${r.atOnceWhen}.`);
const aboveGoal = rows.filter((r) => r.gzip > r.goal * KIB).length;
const overAtOnce = rows.filter((r) => r.atOnceWhen && r.later > r.goal * KIB).length;
const whereAtOnce = overAtOnce ? `; ${rows.length - aboveGoal - overAtOnce} where each * page loads at once` : '';
console.log(`${rows.length - aboveGoal} of ${rows.length} pages meet the goal of issue 11 (120 KiB, content-only 100 KiB)${whereAtOnce}`);
const over = rows.filter((r) => r.gzip > r.budget * KIB || r.overAtFirstAction);
if (over.length) {
  console.error(`${over.length} page(s) over their ceiling: ${over.map((r) => r.url).join(', ')}`);
  process.exit(1);
}
