import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/actions/Button.tsx';
import { Dialog } from '../../src/components/overlay/Dialog.tsx';
import { LazyDialogTrigger } from '../../src/components/overlay/LazyDialog.tsx';
import { body } from '../support/queries';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Mid-Market Express Audit',
    description: 'Reserve a slot for the 2-week Express Audit.',
    children: <p>We'll contact you within 24 hours to schedule your session.</p>,
    isOpen: false,
    onOpenChange: () => undefined,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  render: ({ title, description, children }) => (
    <LazyDialogTrigger label="Reserve Slot" title={title} description={description}>
      {children}
    </LazyDialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Reserve Slot' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Mid-Market Express Audit' });
    await expect(within(dialog).getByRole('heading', { name: 'Mid-Market Express Audit' })).toBeVisible();
    await expect(within(dialog).getByText("We'll contact you within 24 hours to schedule your session.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A body whose code never arrives: the dialog as a visitor on a slow network sees it before its body. */
const bodyOnTheWay = Object.assign(() => new Promise<never>(() => undefined), { loaded: false });

export const BodyLoading: Story = {
  name: 'Body Loading (its code on the way)',
  render: ({ title, description, children }) => (
    <LazyDialogTrigger label="Reserve Slot" title={title} description={description} preload={bodyOnTheWay} focusField>
      {children}
    </LazyDialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reserve Slot' }));
    const dialog = await body().findByRole('dialog', { name: 'Mid-Market Express Audit' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(dialog).queryByText("We'll contact you within 24 hours to schedule your session.")).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog).toHaveFocus();
  },
};

function Controlled(args: Parameters<typeof Dialog>[0]) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Start Audit</Button>
      <Dialog {...args} isOpen={isOpen} onOpenChange={setOpen}>
        {({ close }) => (
          <div style={{ display: 'flex', gap: 12 }}>
            <Button onPress={close}>Done</Button>
          </div>
        )}
      </Dialog>
    </>
  );
}

export const Open: Story = {
  args: { title: 'Enterprise Audit', description: undefined },
  render: (args) => <Controlled {...args} />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Enterprise Audit' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  ...Open,
  play: async () => {
    await body().findByRole('dialog', { name: 'Enterprise Audit' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const ChatSize: Story = {
  args: { title: 'AI Concierge', description: undefined, size: 'sm', children: <p>How can I help?</p> },
  render: (args) => <Controlled {...args} />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'AI Concierge' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(425));
  },
};
