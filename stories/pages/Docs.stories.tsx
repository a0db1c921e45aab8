import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/routes';
import { docTopics } from '../../src/content/docs';
import { endpoints } from '../../src/contract/index.ts';
import { openApiPath } from '../../src/contract/openapi.ts';

const meta = {
  title: 'Pages/Docs',
  component: AppRoutes,
  parameters: { route: '/docs' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state:docs.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Developer Docs' })).toBeVisible();
    // The endpoint reference loads after the page.
    const list = await canvas.findByRole('list', { name: 'API endpoints' }, { timeout: 15000 });
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
