import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from '../../src/components/form/Slider.tsx';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: {
    label: 'Average FTE cost',
    minValue: 30000,
    maxValue: 200000,
    step: 5000,
    defaultValue: 85000,
    formatValue: (v: number) => usd.format(v),
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Average FTE cost' });
    await expect(canvas.getByText('$85,000')).toBeVisible();
    await expect(slider).toHaveAttribute('min', '30000');
    await expect(slider).toHaveAttribute('max', '200000');
    await expect(slider).toHaveAttribute('step', '5000');
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('$90,000')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(90000);
  },
};

export const FormatOptions: Story = {
  args: { label: 'Error rate', minValue: 0, maxValue: 50, step: 1, defaultValue: 12, formatValue: undefined, formatOptions: { style: 'unit', unit: 'percent' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12%')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Error rate' })).toHaveAttribute('aria-valuetext', '12%');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Average FTE cost' })).toBeDisabled();
  },
};
