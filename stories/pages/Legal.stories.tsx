import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';

const meta = {
  title: 'Pages/Legal',
  component: AppRoutes,
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  name: 'Privacy · privacy.default',
  tags: ['state:privacy.default'],
  parameters: { route: '/privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated: July 29, 2025')).toBeVisible();
    await expect(canvas.getByText(/Support communications are retained for 3 years\./)).toBeVisible();
    await expect(canvas.getByText(/remains available for export for 30 days/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  },
};

export const Terms: Story = {
  name: 'Terms · terms.default',
  tags: ['state:terms.default'],
  parameters: { route: '/terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText('Last updated: July 29, 2025')).toBeVisible();
    await expect(canvas.getByText(/Price changes are announced 30 days ahead/)).toBeVisible();
    await expect(canvas.getByText(/We target 99\.9% uptime/)).toBeVisible();
    await expect(canvas.getByText(/with 30 days' notice\. After termination you keep access to your data for 30 days/)).toBeVisible();
    await expect(canvas.getByText(/capped at the fees you paid in the previous 12 months\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};
