import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from '../../src/components/Accordion.tsx';

const faqs = [
  { id: 'start', title: 'How do I get started?', content: 'Start a 14-day free trial; no card required.' },
  { id: 'cancel', title: 'Can I cancel anytime?', content: 'Yes, with 30 days notice.' },
  { id: 'integrations', title: 'What integrations do you support?', content: 'More than 200 integrations.' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: faqs },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = canvas.getAllByRole('button');
    await expect(triggers.map((t) => t.textContent)).toEqual(faqs.map((f) => f.title));
    for (const t of triggers) await expect(t).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const SingleOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How do I get started?' });
    const second = canvas.getByRole('button', { name: 'Can I cancel anytime?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Start a 14-day free trial; no card required.')).toBeVisible();
    // Opening another closes the first.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText('Start a 14-day free trial; no card required.')).not.toBeVisible());
    // Collapsible: pressing the open item closes it.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ItemOpen: Story = {
  args: { defaultExpandedKeys: ['cancel'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Can I cancel anytime?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Yes, with 30 days notice.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const t of within(canvasElement).getAllByRole('button')) await expect(t).toBeDisabled();
  },
};
