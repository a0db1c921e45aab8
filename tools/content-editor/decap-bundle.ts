// The content editor's browser code: Decap CMS's prebuilt bundle (React and every widget inside one
// file) from the decap-cms package on the npm registry. Only the package's own tarball is fetched
// (`npm pack`), not its 700 dependencies, which only rebuild that file and whose graphql 15 conflicts
// with msw's (ADR 0048). The tarball's integrity is pinned here as a lockfile would pin it; the file
// is kept in node_modules/.cache, so after the first run the editor starts offline.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DECAP_VERSION = '3.16.3';
const DECAP_INTEGRITY = 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==';

const cacheDir = path.resolve('node_modules/.cache/content-editor');
export const decapBundlePath = path.join(cacheDir, `decap-cms-${DECAP_VERSION}.js`);

/** The path of Decap's bundle, fetched and checked first if it is not there yet. */
export function ensureDecapBundle(): string {
  if (existsSync(decapBundlePath)) return decapBundlePath;
  const work = mkdtempSync(path.join(tmpdir(), 'decap-pack-'));
  try {
    console.log(`Fetching decap-cms@${DECAP_VERSION} from the npm registry (once)...`);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', `decap-cms@${DECAP_VERSION}`, '--json', '--pack-destination', work], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
    ) as { filename: string; integrity: string }[];
    const tarball = packed[0];
    if (!tarball || tarball.integrity !== DECAP_INTEGRITY) {
      throw new Error(`decap-cms@${DECAP_VERSION} from the registry has integrity ${tarball?.integrity}, expected ${DECAP_INTEGRITY}`);
    }
    execFileSync('tar', ['-xzf', path.join(work, tarball.filename), '-C', work, 'package/dist/decap-cms.js']);
    mkdirSync(cacheDir, { recursive: true });
    copyFileSync(path.join(work, 'package/dist/decap-cms.js'), `${decapBundlePath}.partial`);
    renameSync(`${decapBundlePath}.partial`, decapBundlePath);
    return decapBundlePath;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
