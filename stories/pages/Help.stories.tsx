import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { faqs, helpCategories, quickLinks } from '../../src/content/help';
import { closeConcierge, isConciergeOpen } from '../../src/features/concierge/conciergeStore';

const meta = {
  title: 'Pages/Help',
  component: AppRoutes,
  parameters: { route: '/help' },
  beforeEach: () => closeConcierge(),
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · help.default',
  tags: ['state:help.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How Can We Help?' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search help articles' });
    await userEvent.type(search, 'webhooks{Enter}');
    await expect(search).toHaveValue('webhooks');
    for (const link of quickLinks) await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    const categories = canvas.getByRole('region', { name: 'Browse by Category' });
    await expect(within(categories).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(helpCategories.map((c) => c.title));
    await expect(within(categories).getAllByRole('link').map((l) => l.textContent)).toEqual(['8 articles', '12 articles', '6 articles', '4 articles']);
    const faq = canvas.getByRole('region', { name: 'Frequently Asked Questions' });
    const triggers = within(faq).getAllByRole('button');
    await expect(triggers.map((t) => t.textContent)).toEqual(faqs.map((f) => f.question));
    for (const t of triggers) await expect(t).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Chat Support' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contact Form' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // Chat Support opens the AI Concierge.
    await expect(isConciergeOpen()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Chat' }));
    await expect(isConciergeOpen()).toBe(true);
    closeConcierge();
  },
};

export const FaqOpen: Story = {
  name: 'Faq Open · help.faq-open',
  tags: ['state:help.faq-open'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faq = await canvas.findByRole('region', { name: 'Frequently Asked Questions' });
    const [first, second] = faqs;
    const firstTrigger = within(faq).getByRole('button', { name: first!.question });
    const secondTrigger = within(faq).getByRole('button', { name: second!.question });
    await userEvent.click(firstTrigger);
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(faq).getByText(first!.answer)).toBeVisible();
    // Single-open: opening the second closes the first (keyboard: Tab, Enter).
    await userEvent.tab();
    await expect(secondTrigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(faq).getByText(first!.answer)).not.toBeVisible());
    await expect(within(faq).getByText(second!.answer)).toBeVisible();
    // Collapsible: pressing the open item closes it; then open one item again for the state.
    await userEvent.keyboard('{Enter}');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(within(faq).getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  },
};
