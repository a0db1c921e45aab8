import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { footerBottomLinks, footerColumns, headerLinks } from '../../src/config/navigation';

const meta = {
  title: 'Shell/Site',
  component: AppRoutes,
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  name: 'Header · shell.header',
  tags: ['state:shell.header'],
  parameters: { route: '/pricing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(headerLinks.map((link) => link.label));
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Solutions' })).not.toHaveAttribute('aria-current');
    // The header's own: the page below (Pricing) has a 'Start Free Trial' link too once it has loaded.
    const header = within(nav.closest('header')!);
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(header.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/trial');
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile Menu Open · shell.mobile-menu',
  tags: ['state:shell.mobile-menu'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/about' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).toBeNull();
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: 'Open menu' }));
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    const labels = within(menu).getAllByRole('link').map((link) => link.textContent);
    await expect(labels).toEqual([...headerLinks.map((link) => link.label), 'Sign In', 'Start Free Trial']);
    await expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SkipLink: Story = {
  name: 'Skip Link · shell.skip-link',
  tags: ['state:shell.skip-link'],
  parameters: { route: '/solutions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await waitFor(() => expect(skip.getBoundingClientRect().height).toBeGreaterThanOrEqual(24));
    await expect(skip).toBeVisible();
  },
};

export const Footer: Story = {
  name: 'Footer · shell.footer',
  tags: ['state:shell.footer'],
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    for (const column of footerColumns) {
      const nav = footer.getByRole('navigation', { name: column.title });
      await expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(column.links.map((l) => l.label));
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getAllByRole('link').map((l) => l.textContent)).toEqual(footerBottomLinks.map((l) => l.label));
    await expect(footer.getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Orbital Agents. All rights reserved. 10× Value Guarantee`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
  },
};

export const NotFound: Story = {
  name: 'Not Found · shell.not-found',
  tags: ['state:shell.not-found'],
  parameters: { route: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};
