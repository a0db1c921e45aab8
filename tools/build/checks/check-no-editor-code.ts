// Fails when a site build holds any of the content editor (ADR 0048): Decap CMS's bundle, its
// start-up, its proxy settings or the editor's page. Usage: node tools/build/checks/check-no-editor-code.ts dist dist-demo
import path from 'node:path';
import { signaturesIn } from './build-signatures.ts';

const signatures = [/decap-cms/i, /netlify-cms/i, /CMS_MANUAL_INIT/, /cms\.md-mode/, /decap-server/i, /proxy_url/, /Content editor · /, /editorial_workflow/];

/** Each text file of `dir` that holds an editor signature, with the signature. */
export function editorCodeIn(dir: string): { files: number; hits: string[] } {
  return signaturesIn(dir, signatures, (file) => /\.(js|mjs|html|json|css|txt|xml|webmanifest)$/.test(file));
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
