import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { articles } from '../src/content/articles.ts';
import { downloads } from '../src/content/downloads.ts';
import { events } from '../src/content/events.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';

const first = articles[0]!;
const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

test('resources lists articles, events, downloads, the newsletter and the video library, without axe violations', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Automation Resources' })).toBeVisible();
  for (const article of articles) {
    await expect(page.getByRole('link', { name: `Read More about ${article.title}` })).toHaveAttribute('href', `/article/${article.id}`);
  }
  for (const event of events) {
    await expect(page.getByRole('link', { name: `Register Now for ${event.title}` })).toHaveAttribute('href', `/event/${event.id}`);
  }
  await expect(page.getByRole('region', { name: 'Free Downloads' }).getByRole('button')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Video Library' })).toContainText('Coming Soon');
  await expectNoAxeViolations(page);
});

test('Read More opens the article page and an event card opens the event page', async ({ page }) => {
  await page.goto('/resources');
  await page.getByRole('link', { name: `Read More about ${first.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: events[1]!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${events[1]!.id}$`));
});

test('AI Summary opens the summary dialog; Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/resources');
  const button = page.getByRole('button', { name: `AI Summary of ${first.title}` });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'AI Summary' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(first.title);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a failed summary shows Summary Error and no dialog', async ({ page }) => {
  await page.goto('/resources?scenario=content.summarize:error');
  await page.getByRole('button', { name: `AI Summary of ${first.title}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Summary ErrorFailed to generate summary.');
  await expect(page.getByRole('dialog', { name: 'AI Summary' })).toHaveCount(0);
});

test('each download saves a real file: Download Started, then Download Complete after 1 s', async ({ page }) => {
  await page.goto('/resources');
  for (const download of downloads) {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${download.title}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`Download Started${download.title} is being prepared.`);
    const file = await saved;
    expect(file.suggestedFilename()).toBe(download.fileName);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toBe(download.build());
    await expect(page.getByRole('alertdialog')).toContainText(`Download Complete${download.title} has been downloaded.`, { timeout: 3000 });
  }
  const csv = downloads[0]!.build();
  expect(csv).toContain('Typical (defaults),85000,2500,12,223125,65025,43223,331373');
  await toTop(page);
  await expectNoAxeViolations(page);
});

test('the newsletter on /resources subscribes, and keeps the address on failure', async ({ page }) => {
  await page.goto('/resources');
  const newsletter = page.getByRole('region', { name: 'Stay Updated' });
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill('jamie.rivera@northwind-logistics.example');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Subscribed!Thank you for subscribing to our newsletter.');
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

  await page.goto('/resources?scenario=leads.capture:error');
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill('jamie.rivera@northwind-logistics.example');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Subscription ErrorFailed to subscribe. Please try again.');
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('jamie.rivera@northwind-logistics.example');
});

test('summary and downloads work by keyboard alone', async ({ page }) => {
  await page.goto('/resources');
  const button = page.getByRole('button', { name: `AI Summary of ${first.title}` });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'AI Summary' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  const saved = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: `Download ${downloads[1]!.title}` }));
  await page.keyboard.press('Enter');
  expect((await saved).suggestedFilename()).toBe(downloads[1]!.fileName);
});
