import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../src/components/form/Select.tsx';
import { body } from '../support/queries';

const companySizes = [
  { id: 'startup', label: 'Startup (1-50 employees)' },
  { id: 'mid-market', label: 'Mid-Market (51-500)' },
  { id: 'enterprise', label: 'Enterprise (500+)' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Company size', items: companySizes, placeholder: 'Select company size', onSelectionChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Company size/ });
    await expect(trigger).toHaveTextContent('Select company size');
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Company size/ });
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(companySizes.map((s) => s.label));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Enterprise (500+)' }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Enterprise (500+)');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('enterprise');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Used to size your roadmap.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Used to size your roadmap.')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a company size.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please choose a company size.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Company size/ })).toHaveAccessibleDescription('Please choose a company size.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'startup' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Company size/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Startup (1-50 employees)');
  },
};
