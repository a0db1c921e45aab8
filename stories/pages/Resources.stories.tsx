import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { articles, summaryFallback } from '../../src/content/articles';
import { downloads } from '../../src/content/downloads';
import { events } from '../../src/content/events';
import { toasts } from '../../src/content/toasts';
import { body, findDialog, findToast, firstSeen, toastOnScreen } from '../support/queries';

const meta = {
  title: 'Pages/Resources',
  component: AppRoutes,
  parameters: { route: '/resources' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = articles[0] as (typeof articles)[number];

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'AI Automation Resources' });
  return canvas;
}

const summaryButton = (canvas: ReturnType<typeof within>, title = first.title) => canvas.getByRole('button', { name: `AI Summary of ${title}` });

export const Default: Story = {
  name: 'Default · resources.default',
  tags: ['state:resources.default'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const articleList = within(canvas.getByRole('region', { name: 'Latest Articles' }));
    for (const article of articles) {
      await expect(articleList.getByRole('link', { name: article.title })).toHaveAttribute('href', `/article/${article.id}`);
      await expect(articleList.getByRole('link', { name: `Read More about ${article.title}` })).toHaveAttribute('href', `/article/${article.id}`);
      await expect(articleList.getByRole('button', { name: `AI Summary of ${article.title}` })).toBeEnabled();
      await expect(articleList.getByText(`${article.readTime} min read`)).toBeVisible();
    }
    // Each card its own generated cover (decorative: the title names the article) and the author's avatar.
    const pictures = [...canvas.getByRole('region', { name: 'Latest Articles' }).querySelectorAll('img')].map((img) =>
      ['src', 'alt', 'width', 'height', 'loading'].map((name) => img.getAttribute(name)),
    );
    await expect(pictures).toEqual([
      ['/images/covers/ai-agent-orchestration-2025.svg', '', '640', '360', 'lazy'],
      ['/images/avatars/dr-maya-chen.svg', '', '32', '32', 'lazy'],
      ['/images/covers/roi-measurement-ai-automation.svg', '', '640', '360', 'lazy'],
      ['/images/avatars/james-rodriguez.svg', '', '32', '32', 'lazy'],
      ['/images/covers/security-best-practices-ai-agents.svg', '', '640', '360', 'lazy'],
      ['/images/avatars/sarah-kim.svg', '', '32', '32', 'lazy'],
    ]);
    const eventList = within(canvas.getByRole('region', { name: 'Upcoming Events' }));
    for (const event of events) {
      await expect(eventList.getByRole('link', { name: event.title })).toHaveAttribute('href', `/event/${event.id}`);
      await expect(eventList.getByRole('link', { name: `Register Now for ${event.title}` })).toHaveAttribute('href', `/event/${event.id}`);
      await expect(eventList.getByText(event.type)).toBeVisible();
    }
    const downloadList = within(canvas.getByRole('region', { name: 'Free Downloads' }));
    for (const download of downloads) await expect(downloadList.getByRole('button', { name: `Download ${download.title}` })).toBeEnabled();
    const newsletter = within(canvas.getByRole('region', { name: 'Stay Updated' }));
    // The form's code arrives after the page's (below the fold, like the footer's).
    await expect(await newsletter.findByRole('textbox', { name: /Email address/ })).toBeVisible();
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    const video = within(canvas.getByRole('region', { name: /Video Library/ }));
    await expect(video.getByText('Coming Soon')).toBeVisible();
    // The unreachable article dialog of the original is not built (product-rules.md D3).
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const SummaryPending: Story = {
  name: 'Summary Pending · resources.summary-pending',
  tags: ['state:resources.summary-pending'],
  parameters: { scenarios: { 'content.summarize': 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(summaryButton(canvas));
    const pending = await canvas.findByRole('button', { name: 'Generating...' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    // The other summaries wait their turn.
    await expect(summaryButton(canvas, articles[1]?.title)).toBeDisabled();
  },
};

export const Summary: Story = {
  name: 'Summary · resources.summary',
  tags: ['state:resources.summary'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(summaryButton(canvas));
    const dialog = await findDialog('AI Summary');
    await expect(within(dialog).getByText(first.title)).toBeVisible();
    await findToast('AI Summary Generated', 'Article summary created successfully.');
    const summary = within(dialog).getAllByText((_, el) => el?.tagName === 'P' && el.textContent !== first.title)[0];
    await expect(summary?.textContent).not.toBe(summaryFallback);
    await expect(summary?.textContent?.length).toBeGreaterThan(40);
    await expect(within(dialog).getByRole('link', { name: 'Read Full Article' })).toHaveAttribute('href', `/article/${first.id}`);
  },
};

// Escape closes the summary (the Summary story's picture stays the dialog).
export const SummaryEscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(summaryButton(canvas));
    await findDialog('AI Summary');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus goes back in the frame after the dialog closes (ResourcesPage's restoreFocus).
    await waitFor(() => expect(summaryButton(canvas)).toHaveFocus());
  },
};

export const SummaryFallback: Story = {
  name: 'Summary Fallback · resources.summary-fallback',
  tags: ['state:resources.summary-fallback'],
  parameters: { msw: { handlers: [http.post('/api/content/summarize', () => HttpResponse.json({}))] } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(summaryButton(canvas));
    const dialog = await findDialog('AI Summary');
    await expect(within(dialog).getByText(summaryFallback)).toBeVisible();
  },
};

export const SummaryError: Story = {
  name: 'Summary Error · resources.summary-error',
  tags: ['state:resources.summary-error'],
  parameters: { scenarios: { 'content.summarize': 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(summaryButton(canvas));
    await findToast('Summary Error', 'Failed to generate summary.');
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(summaryButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const Download: Story = {
  name: 'Download · resources.download',
  tags: ['state:resources.download'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const roi = downloads[0] as (typeof downloads)[number];
    // Read as it arrives: on a loaded machine the steps after the click can take longer than 1 s.
    const started = firstSeen(toastOnScreen);
    await userEvent.click(canvas.getByRole('button', { name: `Download ${roi.title}` }));
    await expect(await started).toEqual({ ...toasts.downloadStarted(roi.title), visible: true });
    // 1 s later the second toast replaces the first.
    const complete = toasts.downloadComplete(roi.title);
    await findToast(complete.title, complete.description);
    await expect(body().getAllByRole('alertdialog')).toHaveLength(1);
  },
};
