import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../src/components/ProgressBar.tsx';
import { Spinner } from '../../src/components/Spinner.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Analysis progress', value: 75 },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Analysis progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, value: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Analysis progress' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const StandaloneSpinner: Story = {
  render: () => <Spinner label="Loading results" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading results' })).toBeVisible();
  },
};
