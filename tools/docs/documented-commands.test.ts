// Every command the project's documentation gives runs as written on a fresh machine after `npm ci`
// (issue 61): an `npm run` names a script of package.json, an `npx` a binary the install provides,
// and a `node` command a file that exists and that the machine's own Node (20, which cannot run
// TypeScript) runs; TypeScript is run through an npm script, which puts the project's Node 24 first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usage } from '../../contract-tests/cli.ts';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** Files a reader downloads or builds before running them, not in the repository. */
const built = new Set(['contract-tests.mjs']);

/** The documents a newcomer follows: every README (not node_modules) and docs/*.md (ADRs are history). */
function documents(): string[] {
  const readmes = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return ['node_modules', '.git', 'dist', 'dist-demo', 'dist-storybook', 'test-logs'].includes(entry.name) || entry.name.startsWith('.') ? [] : readmes(relative);
      return entry.name === 'README.md' ? [relative] : [];
    });
  const docs = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => path.join('docs', name));
  return [...readmes('.'), ...docs];
}

/** The shell lines of a Markdown text: its sh/bash/console blocks, and its inline code spans that start with npm, npx or node. */
export function commandLines(markdown: string): string[] {
  const lines: string[] = [];
  let inShell = false;
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```(\w*)/.exec(line);
    if (fence) {
      inShell = !inShell && ['sh', 'bash', 'shell', 'console'].includes(fence[1] ?? '');
      continue;
    }
    if (inShell) lines.push(line);
    else for (const span of line.match(/`[^`\n]+`/g) ?? []) if (/^`(?:[A-Z_]+=\S*\s+)*(?:npm|npx|node)\s/.test(span)) lines.push(span.slice(1, -1));
  }
  return lines;
}

/** What is wrong with one command line, or undefined. */
export function problemOf(line: string): string | undefined {
  for (const part of line.replace(/\s#.*$/, '').split(/&&|\|\||;|\|/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    while (words[0] && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) words.shift();
    const [tool, ...rest] = words;
    const first = rest.find((word) => !word.startsWith('-'));
    if (!first || first.includes('<') || first.includes('$')) continue;
    if (tool === 'npm') {
      if (first === 'run') {
        const name = rest.slice(rest.indexOf('run') + 1).find((word) => !word.startsWith('-'));
        if (name && !name.includes('<') && !(name in scripts)) return `npm run ${name}: no such script in package.json`;
      } else if (!['ci', 'install', 'test', 'start', 'ls', 'view'].includes(first)) return `npm ${first}: not a command this project documents`;
    } else if (tool === 'npx') {
      if (!existsSync(path.join(root, 'node_modules', '.bin', first))) return `npx ${first}: no such binary after npm ci`;
    } else if (tool === 'node') {
      if (/\.[cm]?tsx?$/.test(first)) return `node ${first}: the machine's Node cannot run TypeScript; document the npm script that runs it`;
      if (!built.has(path.basename(first)) && !existsSync(path.join(root, first))) return `node ${first}: no such file`;
    }
  }
  return undefined;
}

describe('documented commands', () => {
  it('reads commands from shell blocks and inline code, and finds what is wrong with them', () => {
    expect(commandLines('Run `npm run build` then `SITE_URL=x npm start`.\n```sh\nnode scripts/a.ts # try\n```\n```ts\nnode x\n```')).toEqual([
      'npm run build',
      'SITE_URL=x npm start',
      'node scripts/a.ts # try',
    ]);
    expect(problemOf('node server/test/llm-fake.ts')).toBe("node server/test/llm-fake.ts: the machine's Node cannot run TypeScript; document the npm script that runs it");
    expect(problemOf('npm run -s no-such-script -- export')).toBe('npm run no-such-script: no such script in package.json');
    expect(problemOf('FOO=1 npm run build && npx vitest run')).toBeUndefined();
    expect(problemOf('npx not-installed-bin')).toBe('npx not-installed-bin: no such binary after npm ci');
    expect(problemOf('node contract-tests.mjs --base-url http://127.0.0.1:3001')).toBeUndefined();
  });

  it('every command in the READMEs, docs/ and the contract kit help runs as written after npm ci', () => {
    const found = documents().flatMap((file) => commandLines(readFileSync(path.join(root, file), 'utf8')).map((line) => ({ file, line })));
    const kit = usage.split('\n').filter((line) => /^\s+(?:npm|npx|node)\s/.test(line)).map((line) => ({ file: 'contract kit --help', line: line.trim() }));
    const all = [...found, ...kit];
    expect(all.length).toBeGreaterThan(40);
    expect(all.flatMap(({ file, line }) => (problemOf(line) ? [`${file}: ${problemOf(line)}`] : []))).toEqual([]);
  });
});
