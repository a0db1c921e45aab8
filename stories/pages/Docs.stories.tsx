import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { docTopics } from '../../src/content/docs';
import { endpoints } from '../../src/contract/index.ts';
import { openApiPath } from '../../src/contract/openapi.ts';
import { brokenWords } from '../support/layout';

const meta = {
  title: 'Pages/Docs',
  component: AppRoutes,
  parameters: { route: '/docs' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · docs.default',
  tags: ['state:docs.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Developer Docs' })).toBeVisible();
    // The endpoint reference loads after the page.
    const list = await canvas.findByRole('list', { name: 'API endpoints' });
    const entries = within(list).getAllByRole('article');
    await expect(entries).toHaveLength(endpoints.length);
    // Every endpoint of the contract, in contract order: method, path, statuses.
    await expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      endpoints.map((e) => `${e.method}${openApiPath(e.path)}`),
    );
    const roi = within(entries[endpoints.findIndex((e) => e.id === 'roi.calculate')]!);
    for (const field of ['fteCost', 'taskVolume', 'errorRate']) await expect(roi.getByRole('cell', { name: field })).toBeVisible();
    await expect(roi.getByRole('cell', { name: 'Annual cost of one full-time employee, dollars; 50000 to 200000' })).toBeVisible();
    const chat = within(entries[endpoints.findIndex((e) => e.id === 'chat.message')]!);
    await expect(chat.getByRole('row', { name: /^id path string/ })).toBeVisible();
    await expect(chat.getByRole('table', { name: 'Errors' })).toHaveTextContent('404');
    await expect(chat.getByRole('table', { name: 'Errors' })).toHaveTextContent('413');
    await expect(canvas.getByRole('link', { name: /OpenAPI 3\.1 document/ })).toHaveAttribute('href', '/openapi.json');
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    await expect(within(nav).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(docTopics.map((t) => `/docs/${t.topic}`));
  },
};

export const Topic: Story = {
  parameters: { route: '/docs/sdk/python' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Python SDK' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(canvas.getByRole('navigation', { name: 'Documentation' })).getByRole('link', { name: 'Python SDK' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

// Issue 13, point 9: on a phone the reference's tables scroll sideways in labelled, focusable regions
// instead of breaking words, the page itself never scrolls sideways, and prose hyphenates.
export const PhoneTables: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'API endpoints' });
    const tables = within(list).getAllByRole('table');
    await expect(tables.length).toBeGreaterThan(endpoints.length);
    for (const table of tables) {
      const region = table.parentElement!;
      await expect(region).toHaveAttribute('role', 'group');
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region.getAttribute('aria-label')).toMatch(/^(Parameters|Success statuses|Errors statuses) of (GET|POST|PUT|PATCH|DELETE) \//);
      await expect(brokenWords(table)).toEqual([]);
      // A table wider than the screen scrolls inside its region; the region stays on screen.
      await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    const lead = canvas.getByRole('heading', { level: 1 }).nextElementSibling!;
    await expect(getComputedStyle(lead).hyphens).toBe('auto');
    await expect(lead.closest('[lang]')?.getAttribute('lang')).toBe('en');
  },
};
