import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '../../src/components/form/TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'How can we help?' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Line one{Shift>}{Enter}{/Shift}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Tell us about your project.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('Tell us about your project.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Message is required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Message is required.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};
