// The browser editor writes the Markdown file the build reads (issue 49 point 7): a marketer's steps
// in Decap CMS, on a temporary copy of the content folder, then the file on disk and the article the
// content loader makes of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadContent } from '../src/content/build/load.ts';

const port = Number(process.env.CONTENT_EDITOR_TEST_PORT ?? 4464);
let workDir = '';
let contentCopy = '';
let editor: ChildProcess | undefined;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'content-editor-'));
  contentCopy = path.join(workDir, 'content');
  cpSync(path.resolve('content'), contentCopy, { recursive: true });
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
