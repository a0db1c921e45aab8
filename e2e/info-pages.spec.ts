import { expect, openWithoutWaiting, test } from './fixtures.ts';
import { isHydrated } from '../tools/testing/hydration.ts';
import { holdRequests } from './holdRequests.ts';
import { chunkGlob } from './chunkRequests.ts';
import { docTopics, topicId } from '../src/content/docs.ts';
import { endpoints } from '../src/contract/index.ts';

// The information pages on the demo build: what only the built site shows (the published OpenAPI
// document and contract tests, the prerendered /docs/<topic> addresses). Their content, keyboard use
// and axe are proven by the stories (About, Careers, Help, Docs, Legal in stories/pages/), their
// axe and layout per route by routes.spec.ts and mobile.spec.ts.

test('/docs lists every endpoint of the contract and links the published OpenAPI document and the downloadable contract tests', async ({ page, request }) => {
  await page.goto('/docs');
  const list = page.getByRole('list', { name: 'API endpoints' });
  await expect(list.getByRole('article')).toHaveCount(endpoints.length);
  const openApi = await request.get((await page.getByRole('link', { name: /OpenAPI 3\.1 document/ }).getAttribute('href'))!);
  expect(openApi.ok()).toBe(true);
  const document = (await openApi.json()) as { paths: Record<string, Record<string, unknown>> };
  expect(Object.values(document.paths).flatMap((methods) => Object.keys(methods))).toHaveLength(endpoints.length);
  const link = page.getByRole('link', { name: 'contract tests (contract-tests.mjs, one file, download)' });
  await expect(link).toHaveAttribute('download', 'contract-tests.mjs');
  const tests = await request.get((await link.getAttribute('href'))!);
  expect(tests.status()).toBe(200);
  expect(await tests.text()).toMatch(/^#!\/usr\/bin\/env node\n[\s\S]*Contract tests of the Orbital Agents API/);
});

test('each /docs/<topic> address opens /docs at that topic, focused', async ({ page }) => {
  for (const topic of docTopics) {
    await test.step(`/docs/${topic.topic}`, async () => {
      await page.goto(`/docs/${topic.topic}`);
      const heading = page.locator(`#${topicId(topic.topic)}-title`);
      await expect.soft(heading).toHaveText(topic.title);
      await expect.soft(heading).toBeFocused();
      await expect.soft(heading).toBeInViewport();
    });
  }
});

test("a topic link followed while the endpoint list's code is still loading keeps the list's room", async ({ page }) => {
  // The list is prerendered and hydrates once its chunk comes; the topic link's navigation renders the
  // page again first, and React then renders the list afresh: until its code came it took no room
  // (SuspenseKeepingHeight, ADR 0057).
  const release = await holdRequests(page, chunkGlob('EndpointList'));
  // The rest of the page hydrates while the list still waits for its code.
  await openWithoutWaiting(page, '/docs/api/rest');
  await page.waitForFunction(isHydrated, { except: `#${topicId('api/rest')}` });
  const section = page.locator(`#${topicId('api/rest')}`);
  const height = (await section.boundingBox())!.height;
  await page.getByRole('link', { name: docTopics[0]!.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/docs/${docTopics[0]!.topic}$`));
  expect((await section.boundingBox())!.height, 'the API section while the list has no code').toBe(height);
  release();
  await expect(page.getByRole('list', { name: 'API endpoints' }).getByRole('listitem')).toHaveCount(endpoints.length);
  expect((await section.boundingBox())!.height, 'the API section once the list is back').toBe(height);
});
