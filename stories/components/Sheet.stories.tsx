import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/actions/Button.tsx';
import { MenuIcon } from '../../src/components/icons.tsx';
import { Link } from '../../src/components/actions/Link.tsx';
import { Sheet, SheetTrigger } from '../../src/components/overlay/Sheet.tsx';
import { body } from '../support/queries';

const links = [
  ['Solutions', '/solutions'],
  ['Playground', '/playground'],
  ['Pricing', '/pricing'],
] as const;

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Mobile">
      {links.map(([label, href]) => (
        <Link key={href} href={href} variant="nav" onPress={onNavigate} style={{ display: 'flex' }}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  args: { title: 'Menu', closeLabel: 'Close menu', children: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Sheet>;

export default meta;
// The sheet leaves after its exit animation. waitFor's default 1 s is a guard a loaded machine
// overran (a clean-clone story run at load average 20); this one only stops a hang.
const exitGuardMs = 10_000;

type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  render: (args) => (
    <SheetTrigger>
      <Button variant="ghost" size="icon" aria-label="Open menu">
        <MenuIcon />
      </Button>
      <Sheet {...args}>{({ close }) => <MenuLinks onNavigate={close} />}</Sheet>
    </SheetTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    const panel = within(dialog);
    for (const [label, href] of links) await expect(panel.getByRole('link', { name: label })).toHaveAttribute('href', href);
    // Slides in from the right edge.
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth));
    await userEvent.click(panel.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: exitGuardMs });
  },
};

export const Open: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open menu</Button>
        <Sheet {...args} isOpen={isOpen} onOpenChange={setOpen}>
          <MenuLinks onNavigate={() => setOpen(false)} />
        </Sheet>
      </>
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
  },
};

export const ClosesOnNavigation: Story = {
  ...Open,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: exitGuardMs });
  },
};

export const EscapeCloses: Story = {
  ...Open,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    // Focus moves into the sheet once it has slid in.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).toBeNull(), { timeout: exitGuardMs });
  },
};
