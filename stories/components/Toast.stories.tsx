import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/actions/Button.tsx';
import { toast, type ToastInput } from '../../src/components/overlay/toast.ts';
import { body, firstSeen, toastOnScreen } from '../support/queries';

// The ToastRegion comes from the global Storybook decorator, as in the app shell.
function ToastDemo({ toasts }: { toasts: Array<{ label: string; input: ToastInput }> }) {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {toasts.map(({ label, input }) => (
        <Button key={label} variant="secondary" onPress={() => toast(input)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

const subscribed = { title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' };
const pdf = { title: 'PDF Export', description: 'ROI report will be emailed to you shortly.' };
const roiError = { title: 'Calculation Error', description: 'Failed to calculate ROI. Please try again.', variant: 'destructive' } as const;

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  parameters: { layout: 'padded' },
  args: { toasts: [{ label: 'Show toast', input: subscribed }] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement, label = 'Show toast') =>
  userEvent.click(within(canvasElement).getByRole('button', { name: label }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    const region = await body().findByRole('region', { name: /notification/i });
    const item = within(region).getByRole('alertdialog');
    await expect(item).toHaveTextContent('Subscribed!');
    await expect(item).toHaveTextContent('Thank you for subscribing to our newsletter.');
    await expect(within(item).getByRole('button', { name: 'Close notification' })).toBeVisible();
    // Fixed to the bottom-right corner, at most 420px wide.
    const box = region.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(420);
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
};

export const ReplacesPrevious: Story = {
  name: 'Replaces Previous · toast.replace',
  tags: ['state:toast.replace'],
  args: {
    toasts: [
      { label: 'Export PDF Report', input: pdf },
      { label: 'Subscribe', input: subscribed },
    ],
  },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Export PDF Report');
    await expect(await body().findByText('PDF Export')).toBeVisible();
    await showToast(canvasElement, 'Subscribe');
    await expect(await body().findByText('Subscribed!')).toBeVisible();
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(1));
    await expect(body().queryByText('PDF Export')).toBeNull();
  },
};

export const Destructive: Story = {
  args: { toasts: [{ label: 'Show toast', input: roiError }] },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    const item = await body().findByRole('alertdialog');
    await expect(item).toHaveTextContent('Calculation Error');
    await expect(item).toHaveTextContent('Failed to calculate ROI. Please try again.');
    await expect(item).toHaveAttribute('data-variant', 'destructive');
    const style = getComputedStyle(item);
    await expect(style.backgroundColor).toBe('rgb(185, 28, 28)');
    await expect(style.color).toBe('rgb(255, 255, 255)');
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    await userEvent.click(await body().findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const AutoDismiss: Story = {
  args: { toasts: [{ label: 'Show toast', input: { ...pdf, timeout: 400 } }] },
  play: async ({ canvasElement }) => {
    // Read as it arrives: on a loaded machine the steps after the click can take longer than 400 ms.
    const arrival = firstSeen(toastOnScreen);
    // The pointer stays on the button, away from the region (hovering the region pauses the timer).
    await showToast(canvasElement);
    await expect(await arrival).toEqual({ ...pdf, visible: true });
    await waitFor(() => expect(body().queryByText('PDF Export')).toBeNull());
  },
};

async function drag(item: HTMLElement, dx: number) {
  const { left, top, height } = item.getBoundingClientRect();
  const x = left + 20;
  const y = top + height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: item, coords: { clientX: x, clientY: y } },
    { target: item, coords: { clientX: x + dx / 2, clientY: y } },
    { target: item, coords: { clientX: x + dx, clientY: y } },
    { keys: '[/MouseLeft]', target: item, coords: { clientX: x + dx, clientY: y } },
  ]);
}

export const SwipeToDismiss: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    let item = await body().findByRole('alertdialog');

    // 30px is under the 50px threshold: it snaps back and stays.
    await drag(item, 30);
    item = body().getByRole('alertdialog');
    await expect(item).toHaveTextContent('Subscribed!');
    await expect(item.style.transform).toBe('');

    // 80px to the right dismisses it.
    await drag(item, 80);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const FocusWithF8: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    const item = await body().findByRole('alertdialog');
    await userEvent.keyboard('{F8}');
    await waitFor(() => expect(item).toHaveFocus());
    await expect(screen.getByRole('alertdialog')).toHaveTextContent('Subscribed!');
  },
};
