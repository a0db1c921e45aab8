import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/components/form/Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { children: 'Send me event updates', defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Send me event updates' })).toBeChecked();
  },
};

export const RequiredInvalid: Story = {
  args: {
    children: 'I agree to the Terms of Service and Privacy Policy',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'You must accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('You must accept the terms to continue.')).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Remember me'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
