import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/components/Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Online', variant: 'success', dot: 'pulse' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Online');
    await expect(badge).toBeVisible();
    await expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="neutral">Coming soon</Badge>
      <Badge variant="brand">Webinar</Badge>
      <Badge variant="accent">Most popular</Badge>
      <Badge variant="success" dot>Online</Badge>
      <Badge variant="danger">Sold out</Badge>
      <Badge variant="solid" size="sm">New</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Coming soon', 'Webinar', 'Most popular', 'Online', 'Sold out', 'New']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
