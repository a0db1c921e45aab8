// Issue 49: a marketer publishes by adding a Markdown file. A copy of the content folder gets a new
// article, the production build reads that copy (CONTENT_DIR), and the built site has the article's
// page, its sitemap entry and its feed item. The build is nearly all of this file's time.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_SITE_URL } from '../src/config/siteUrl.ts';

const ID = 'five-questions-before-your-first-agent';
const ARTICLE = `---
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
`;

const port = Number(process.env.E2E_CONTENT_PORT ?? 4447);
const origin = `http://127.0.0.1:${port}`;
let workDir = '';
let server: ChildProcess | undefined;

// A hang guard, not a duration under test: the build's time follows the machine's load (under npm
// test it shares the cores with the story suite and the other e2e worker).
test.describe.configure({ mode: 'serial', timeout: 900_000 });

/** Runs the production build into `out` from the content folder `content`; resolves with its exit code and output. */
function buildSite(content: string, out: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['tools/build/build-site.ts'], { env: { ...process.env, CONTENT_DIR: content, BUILD_OUT_DIR: out } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => {
      console.log(`content-publish: the build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve({ status, output });
    });
  });
}

test.beforeAll(async () => {
  // The hook waits for the build: the same hang guard as the test's, not the 60 s hook default.
  test.setTimeout(900_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'content-publish-'));
  const content = path.join(workDir, 'content');
  cpSync('content', content, { recursive: true });
  writeFileSync(path.join(content, 'articles', `${ID}.md`), ARTICLE);
  const out = path.join(workDir, 'site');
  const build = await buildSite(content, out);
  expect(build.status, build.output).toBe(0);
  server = spawn(process.execPath, ['tools/build/serve-static.ts', out, '--port', String(port)], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(workDir, { recursive: true, force: true });
});

test('a new Markdown file becomes a page, a sitemap entry and a feed item', async ({ page }) => {
  await page.goto(`${origin}/article/${ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Five Questions to Ask Before Your First AI Agent' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Which process, exactly?' })).toHaveAttribute('id', 'which-process-exactly');
  await expect(page.getByText('1 min read')).toBeVisible();
  await expect(page.getByRole('link', { name: 'a guide' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'a guide' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'check the prices' })).not.toHaveAttribute('target');

  await page.goto(`${origin}/resources`);
  await expect(page.getByRole('link', { name: 'Five Questions to Ask Before Your First AI Agent', exact: true })).toHaveAttribute('href', `/article/${ID}`);

  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<url><loc>${DEFAULT_SITE_URL}/article/${ID}</loc><lastmod>2026-11-02</lastmod></url>`);

  const feed = await fetch(`${origin}/feed.xml`);
  expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain(`<id>${DEFAULT_SITE_URL}/article/${ID}</id>`);
  expect(xml).toContain('<title>Five Questions to Ask Before Your First AI Agent</title>');
});
