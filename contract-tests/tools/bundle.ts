// `npm run contract:bundle`: the contract suite as one self-contained file a backend team runs with
// only Node (20.3 or later), no install:  node contract-tests.mjs --base-url https://api.example.test
// It carries the rules, the contract and zod (bundled by rolldown, which Vite 8 is built on); no
// Vite, Storybook, msw or browser. The site build publishes it at /downloads/contract-tests.mjs.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CONTRACT_BUNDLE_NAME = 'contract-tests.mjs';

export async function writeContractBundle(outFile: string): Promise<number> {
  await build({
    input: path.join(root, 'contract-tests/standalone.ts'),
    platform: 'node',
    logLevel: 'warn',
    output: {
      file: outFile,
      format: 'esm',
      // Not minified: a crash's stack names the kit's own functions and lines (issue 48), for 668 KB instead of 327.
      minify: false,
      banner: '#!/usr/bin/env node',
    },
  });
  return statSync(outFile).size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outFile = path.resolve(process.argv[2] ?? path.join(root, 'dist-contract', CONTRACT_BUNDLE_NAME));
  const bytes = await writeContractBundle(outFile);
  console.log(`Wrote ${path.relative(process.cwd(), outFile)} (${(bytes / 1024).toFixed(0)} KB)`);
}
