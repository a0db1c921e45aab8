// `npm start` shows unpublished entries of every collection marked 'Draft' (docs/content.md); a build
// has none. Each collection's first entry is made a draft here, and each page that lists or shows
// such an entry must say so, once per draft entry it shows.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadCollection } from '../content/build/load.ts';
import type { CollectionName } from '../content/build/collections.ts';

const withFirstAsDraft = (name: CollectionName) => loadCollection(name).map((entry, i) => (i === 0 ? { ...entry, draft: true } : entry));
vi.mock('../content/loaded/events.ts', () => ({ entries: withFirstAsDraft('events') }));
vi.mock('../content/loaded/careers.ts', () => ({ entries: withFirstAsDraft('careers') }));
vi.mock('../content/loaded/help.ts', () => ({ entries: withFirstAsDraft('help') }));
vi.mock('../content/loaded/case-studies.ts', () => ({ entries: withFirstAsDraft('case-studies') }));

const { queryClient } = await import('../api/queryClient.ts');
const { AriaProvider } = await import('../components/AriaProvider.tsx');

function html(page: ReactNode, path: string): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <AriaProvider>{page}</AriaProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const draftBadges = (markup: string) => markup.match(/>Draft</g)?.length ?? 0;

describe('a draft entry is marked Draft where it shows', () => {
  it('on /resources (the event card), /careers, /help and /case-studies', async () => {
    const pages = {
      '/resources': (await import('./ResourcesPage.tsx')).default,
      '/careers': (await import('./CareersPage.tsx')).default,
      '/help': (await import('./HelpPage.tsx')).default,
      '/case-studies': (await import('./CaseStudiesPage.tsx')).default,
    };
    const counts = Object.fromEntries(Object.entries(pages).map(([path, Page]) => [path, draftBadges(html(<Page />, path))]));
    expect(counts).toEqual({ '/resources': 1, '/careers': 1, '/help': 1, '/case-studies': 1 });
  });
});
