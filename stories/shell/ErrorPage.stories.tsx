import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from '../../src/shell/ErrorPage';
import { errorPageCopy } from '../../src/shell/errorPageCopy.ts';
import { RouteErrorBoundary } from '../../src/shell/RouteErrorBoundary';

// Issue 20: a render error never leaves a white page. The root's boundary shows the whole page;
// a page's own error keeps the frame around it (see RouteError).
const meta = {
  title: 'Shell/Error page',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectMessage(canvas: ReturnType<typeof within>) {
  await expect(await canvas.findByRole('heading', { level: 1, name: errorPageCopy.title })).toBeVisible();
  await expect(canvas.getByText(errorPageCopy.text)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
}

export const WholePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMessage(canvas);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  },
};

function BrokenPage(): never {
  throw new Error('A page that fails to render');
}

export const RouteError: Story = {
  render: () => (
    <RouteErrorBoundary>
      <BrokenPage />
    </RouteErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMessage(canvas);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByText('A page that fails to render')).toBeNull();
  },
};
