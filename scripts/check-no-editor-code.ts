// Fails when a site build holds any of the content editor (ADR 0048): Decap CMS's bundle, its
// start-up, its proxy settings or the editor's page. Usage: node scripts/check-no-editor-code.ts dist dist-demo
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const signatures = [/decap-cms/i, /netlify-cms/i, /CMS_MANUAL_INIT/, /cms\.md-mode/, /decap-server/i, /proxy_url/, /Content editor · /, /editorial_workflow/];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Each text file of `dir` that holds an editor signature, with the signature. */
export function editorCodeIn(dir: string): { files: number; hits: string[] } {
  const all = files(dir);
  const hits = all
    .filter((f) => /\.(js|mjs|html|json|css|txt|xml|webmanifest)$/.test(f))
    .flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return signatures.filter((re) => re.test(text)).map((re) => `${path.relative(dir, f)}: ${re}`);
    });
  return { files: all.length, hits };
}

if (import.meta.main) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) dirs.push('dist', 'dist-demo');
  let failed = false;
  for (const dir of dirs) {
    const { files: count, hits } = editorCodeIn(path.resolve(dir));
    if (hits.length) {
      failed = true;
      console.error(`Content editor code found in ${dir}:\n  ${hits.join('\n  ')}`);
    } else {
      console.log(`no content editor code in ${dir} (${count} files checked)`);
    }
  }
  process.exit(failed ? 1 : 0);
}
