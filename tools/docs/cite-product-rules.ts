// Points citations of the product rules at docs/product-rules.md, the repository's own summary:
// 'decisions.md section 1' -> 'product-rules.md D1', 'site-spec.md sections 2, 7' -> 'product-rules.md S2, S7'.
//   node tools/docs/cite-product-rules.ts [files...]   rewrites (default: every tracked .ts/.tsx/.md file)
//   node tools/docs/cite-product-rules.ts --check      lists citations that still point outside, exit 1 if any
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the specs themselves are named as the source, not cited. */
const keep = new Set(['README.md', 'docs/CONVENTIONS.md', 'docs/PAGES.md', 'docs/product-rules.md', 'tools/docs/cite-product-rules.ts', 'tools/docs/cite-product-rules.test.ts']);
const prefix = { 'decisions.md': 'D', 'site-spec.md': 'S' } as const;

export function rewriteCitations(text: string): string {
  return text
    .replace(/\b(decisions|site-spec)\.md,? sections? ((?:\d+(?:\.\d+)?)(?:(?:, | and |, and )\d+(?:\.\d+)?)*)/g, (_m, doc: string, list: string) => {
      const letter = prefix[`${doc}.md` as keyof typeof prefix];
      return `product-rules.md ${list.replace(/(\d+)(?:\.\d+)?/g, `${letter}$1`)}`;
    })
    .replace(/\b(decisions|site-spec)\.md\b/g, 'product-rules.md');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const listed = args.filter((a) => a !== '--check');
  const files = (listed.length > 0 ? listed : execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.md'], { encoding: 'utf8' }).split('\n'))
    .filter((f) => f && !keep.has(f));
  let changed = 0;
  const outside: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (check) {
      if (/\b(decisions|site-spec)\.md\b/.test(text)) outside.push(file);
      continue;
    }
    const next = rewriteCitations(text);
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  if (check) {
    console.log(outside.length === 0 ? 'every citation points at docs/product-rules.md' : `citations outside the repository in:\n  ${outside.join('\n  ')}`);
    process.exit(outside.length === 0 ? 0 : 1);
  }
  console.log(`rewrote citations in ${changed} files`);
}
