import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonLink } from '../../src/components/actions/ButtonLink.tsx';
import { site } from '../../src/config/site.ts';
import { LocationDisplay } from './LocationDisplay.tsx';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/book-call?type=discovery', children: 'Book a 15-min Discovery Call' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <ButtonLink {...args} />
      <LocationDisplay />
    </div>
  ),
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Book a 15-min Discovery Call' });
    await expect(link.getBoundingClientRect().height).toBeCloseTo(40, 0);
    await userEvent.click(link);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('Current path: /book-call?type=discovery'));
  },
};

export const Outline: Story = {
  args: { variant: 'outline', size: 'lg', href: '/playground', children: 'Launch Live Demo' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Launch Live Demo' });
    await expect(link).toHaveAttribute('href', '/playground');
    await expect(link.getBoundingClientRect().height).toBeCloseTo(48, 0);
  },
};

export const External: Story = {
  args: { variant: 'secondary', href: site.scheduling.auditScopingUrl, isExternal: true, children: 'Schedule audit scoping' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Schedule audit scoping' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
