import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '../../src/components/form/DatePicker.tsx';
import { body } from '../support/queries';

// A fixed "today" keeps the stories deterministic.
const minValue = new CalendarDate(2025, 8, 12);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Preferred date', minValue, placeholderValue: minValue },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Preferred date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await body().findByRole('dialog');
    const grid = within(dialog).getByRole('grid', { name: /August 2025/ });
    // Days before minValue are unavailable.
    await expect(within(grid).getByRole('button', { name: /August 11, 2025/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(grid).getByRole('button', { name: /August 20, 2025/ }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const hidden = canvasElement.querySelector('input[type="hidden"], input[name]') as HTMLInputElement | null;
    if (hidden) await expect(hidden.value).toBe('2025-08-20');
    await expect(within(canvasElement).getByRole('group', { name: 'Preferred date' })).toHaveTextContent('8/20/2025');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please choose a date from today onward.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please choose a date from today onward.')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Open calendar/ })).toBeDisabled();
  },
};
