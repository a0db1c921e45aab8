import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../../src/components/actions/Link.tsx';
import { site } from '../../src/config/site.ts';
import { LocationDisplay } from './LocationDisplay.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/pricing', children: 'Pricing' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div>
      <p>
        See our <Link {...args} /> for details.
      </p>
      <LocationDisplay />
    </div>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Pricing' });
    await expect(link).toHaveAttribute('href', '/pricing');
    await userEvent.click(link);
    // Client-side: the memory router moved, the page did not reload.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('Current path: /pricing'));
  },
};

export const External: Story = {
  args: { href: site.statusPageUrl, isExternal: true, children: 'Status' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Status' });
    await expect(link).toHaveAttribute('href', 'https://status.orbitalagents.example');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NewTabKeepsRel: Story = {
  args: { href: site.scheduling.demoUrl, target: '_blank', rel: 'nofollow', children: '30-minute demo' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '30-minute demo' });
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  },
};

export const Navigation: Story = {
  render: () => (
    <nav aria-label="Main">
      <Link variant="nav" href="/solutions">Solutions</Link>
      <Link variant="nav" href="/pricing" aria-current="page">Pricing</Link>
      <Link variant="nav" href="/about">About</Link>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    const { height } = canvas.getByRole('link', { name: 'About' }).getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(24);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Pricing' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(canvas.getByTestId('location')).toHaveTextContent('Current path: /');
  },
};
