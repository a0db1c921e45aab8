import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../../src/components/actions/ButtonLink.tsx';
import { Card } from '../../src/components/Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Mid-Market',
    description: '$15K setup + $10K/month',
    children: <p>2-week Express Audit, 6-week Sprint with 2 agents.</p>,
    footer: <ButtonLink href="/pricing">Reserve Slot</ButtonLink>,
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mid-Market' })).toBeVisible();
    await expect(canvas.getByText('$15K setup + $10K/month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reserve Slot' })).toHaveAttribute('href', '/pricing');
  },
};

export const Featured: Story = {
  args: { variant: 'featured', headingLevel: 2, as: 'article' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mid-Market' })).toBeVisible();
  },
};

export const Inverse: Story = {
  args: { variant: 'inverse', footer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$15K setup + $10K/month')).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined, description: undefined, footer: undefined, variant: 'muted', children: <p>8 articles</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('8 articles')).toBeVisible();
  },
};
