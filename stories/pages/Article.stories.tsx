import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { articles } from '../../src/content/articles';
import { findToast } from '../support/queries';

const meta = {
  title: 'Pages/Article',
  component: AppRoutes,
  parameters: { route: '/article/roi-measurement-ai-automation' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = articles.find((a) => a.id === 'roi-measurement-ai-automation') as (typeof articles)[number];

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: article.title });
  return canvas;
}

export const Found: Story = {
  name: 'Found · article.found',
  tags: ['state:article.found'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByText(article.category)).toBeVisible();
    await expect(canvas.getByText(`By ${article.author.name}, ${article.author.role}`)).toBeVisible();
    const cover = canvas.getByRole('img', { name: 'Rising bar chart representing measured savings' });
    await expect([cover.getAttribute('src'), cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['/images/covers/roi-measurement-ai-automation.svg', '640', '360']);
    await expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]).toEqual(['eager', null]);
    const face = canvasElement.querySelector('img[src="/images/avatars/james-rodriguez.svg"]');
    await expect([face?.getAttribute('alt'), face?.getAttribute('width'), face?.getAttribute('height')]).toEqual(['', '32', '32']);
    await expect(canvas.getByText('September 30, 2026')).toHaveAttribute('datetime', '2026-09-30');
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Step 1: Baseline before you automate' })).toBeVisible();
    const tags = within(canvas.getByRole('region', { name: 'Tags' }));
    await expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(article.tags);
    await expect(canvas.getByRole('button', { name: 'AI Summary' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/trial');
    await expect(canvas.queryByRole('region', { name: 'AI Summary' })).toBeNull();
  },
};

/** The read times of product-rules.md S3. */
export const ReadTimes: Story = {
  parameters: { route: '/article/security-best-practices-ai-agents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: articles[2]?.title });
    await expect(canvas.getByText('10 min read')).toBeVisible();
    await expect(articles.map((a) => [a.id, a.readTime])).toEqual([
      ['ai-agent-orchestration-2025', 8],
      ['roi-measurement-ai-automation', 6],
      ['security-best-practices-ai-agents', 10],
    ]);
  },
};

export const NotFound: Story = {
  name: 'Not Found · article.not-found',
  tags: ['state:article.not-found'],
  parameters: { route: '/article/unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  },
};

export const SummaryPending: Story = {
  name: 'Summary Pending · article.summary-pending',
  tags: ['state:article.summary-pending'],
  parameters: { scenarios: { 'content.summarize': 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Summary' }));
    await expect(await canvas.findByRole('button', { name: 'Generating...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Summary: Story = {
  name: 'Summary · article.summary',
  tags: ['state:article.summary'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Summary' }));
    const panel = await canvas.findByRole('region', { name: 'AI Summary' });
    const text = within(panel).getByText((_, el) => el?.tagName === 'P');
    await expect(text.textContent?.length).toBeGreaterThan(40);
    await findToast('AI Summary Generated', 'Article summary created successfully.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'AI Summary' })).not.toHaveAttribute('aria-disabled'));
  },
};

export const SummaryError: Story = {
  name: 'Summary Error · article.summary-error',
  tags: ['state:article.summary-error'],
  parameters: { scenarios: { 'content.summarize': 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Summary' }));
    await findToast('Summary Error', 'Failed to generate summary.');
    await expect(canvas.queryByRole('region', { name: 'AI Summary' })).toBeNull();
  },
};

export const LinkCopied: Story = {
  name: 'Link Copied · article.link-copied',
  tags: ['state:article.link-copied'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    // The test frame may not use the system clipboard: a stand-in records what the page copies.
    const writeText = fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      await findToast('Link Copied', 'The article link is on your clipboard.');
      await expect(writeText).toHaveBeenCalledWith(window.location.href);
      await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  },
};

// Issue 13, point 9: long words in the article's prose hyphenate (English, from <html lang>).
export const PhoneProse: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Step 1: Baseline before you automate' });
    const paragraph = heading.parentElement!.querySelector('p')!;
    await expect(getComputedStyle(paragraph).hyphens).toBe('auto');
    await expect(paragraph.closest('[lang]')?.getAttribute('lang')).toBe('en');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
