import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AriaProvider } from '../src/components/AriaProvider';
import { ToastRegion } from '../src/components/overlay/ToastRegion';
import { clearToasts, keepToastsOpen } from '../src/components/overlay/toast';
import { queryClient } from '../src/api/queryClient';
import { handlers, mockApiLoader } from '../mocks/storybook.ts';
import { removeStaleAnnouncements } from '../src/components/actions/liveAnnouncer';
import { closeConcierge } from '../src/features/concierge/conciergeStore';
import { resetConversation } from '../src/features/concierge/conversation';
import { configure } from 'storybook/test';
import { assertVisualCheckArmed } from './visual-check-armed.ts';
import '@fontsource-variable/manrope/wght.css';
import '../src/design/typeface-core.css';
import '../src/design/global.css';

// Pages and the parts that load after them (forms, dialogs, the endpoint reference) arrive as lazy
// chunks, which Vite transforms when first asked for: the first story of a file that opens a page
// waits for that page's modules. A hang guard, not a duration under test: on a 2-core machine under
// npm test with other work beside it, a page's first heading took over 10 s (Account's Sign In
// Default and the concierge's Closed story, 2026-11-28); alone it takes 1-3 s.
configure({ asyncUtilTimeout: 30_000 });
// A story's toast stays until the story ends, so its picture (.storybook/visual-regression.ts) does
// not depend on how long the play function and the captures took.
keepToastsOpen();

function StoryProviders({ route, children }: { route: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <AriaProvider>
        {children}
        <ToastRegion />
      </AriaProvider>
    </MemoryRouter>
  );
}

/** parameters.route: the URL the story starts at (path and query string), default '/'. */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders route={(context.parameters.route as string | undefined) ?? '/'}>
    <Story />
  </StoryProviders>
);

// Story tests render at the 'desktop' size unless a story picks another (globals.viewport); the
// site's full navigation needs 1280 px. Storybook's own UI opens a story at the size of its pane
// (no viewport chosen): a 1440 px frame beside the sidebar is wider than the pane and cut off the
// fixed toast and concierge at the right. The Viewport toolbar still offers both sizes.
const inStoryTest = '__vitest_browser__' in globalThis;
const viewports = {
  desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' }, type: 'mobile' },
};

const preview: Preview = {
  decorators: [withProviders],
  initialGlobals: inStoryTest ? { viewport: { value: 'desktop', isRotated: false } } : {},
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
    // Before each story: seed data back, mailbox emptied, parameters.scenarios applied.
    mockApiLoader,
  ],
  // The site's module stores (and the query cache) start empty for every story: story files share one page (vite.config.ts).
  beforeEach: (context) => {
    assertVisualCheckArmed(context.id);
    clearToasts();
    removeStaleAnnouncements();
    closeConcierge();
    resetConversation();
    queryClient.clear();
  },
  // The accessibility check runs after the play function, on the page as the story leaves it. Back to
  // the top first: a control scrolled half under the sticky header is a scroll position, not a defect.
  afterEach: () => {
    window.scrollTo(0, 0);
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        // The story tests (Vitest's mode) read violations only: axe then keeps one node per passing
        // rule instead of every one. Storybook's own panel keeps every result for designers.
        ...(import.meta.env.MODE === 'test' ? { resultTypes: ['violations' as const] } : {}),
      },
    },
  },
};

export default preview;
