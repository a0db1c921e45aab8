import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { AppRouterProvider } from '../src/components/RouterProvider';
import { ToastRegion } from '../src/components/ToastRegion';
import { clearToasts } from '../src/components/toast';
import { createQueryClient } from '../src/app/queryClient';
import { handlers, mockApiLoader } from '../mocks/storybook.ts';
import { removeStaleAnnouncements } from '../src/components/liveAnnouncer';
import '../src/design/global.css';

function StoryProviders({ route, children }: { route: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MemoryRouter initialEntries={[route]}>
      <AppRouterProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastRegion />
        </QueryClientProvider>
      </AppRouterProvider>
    </MemoryRouter>
  );
}

/** parameters.route: the URL the story starts at (path and query string), default '/'. */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders route={(context.parameters.route as string | undefined) ?? '/'}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
    // Before each story: seed data back, mailbox emptied, parameters.scenarios applied.
    mockApiLoader,
  ],
  beforeEach: () => {
    clearToasts();
    removeStaleAnnouncements();
  },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
