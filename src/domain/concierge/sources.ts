// An answer's sources (issue 63): the pages it was grounded in, each named by its title and the
// section of its best passage and linked to that section (`/pricing#pricing-faq`). The server and the
// mock give them in chat.message's `sources`; the concierge shows them as links under the answer.
import type { Passage } from './retrieval.ts';

export interface Source {
  /** The page's title. */
  title: string;
  /** The section's heading, when it is not the title. */
  section?: string;
  /** The page's path, with the section's anchor when it has one. */
  href: string;
}

export function sourceOf(passage: Passage): Source {
  return {
    title: passage.title,
    ...(passage.heading && passage.heading !== passage.title ? { section: passage.heading } : {}),
    href: passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path,
  };
}

/** One source per page, in the order given (best first), from the page's first passage there; only the pages in `paths`, when given. */
export function sourcesOf(passages: readonly Passage[], paths?: readonly string[]): Source[] {
  const pages = paths ?? passages.map((p) => p.path);
  return [...new Set(pages)].flatMap((path) => passages.filter((p) => p.path === path).slice(0, 1)).map(sourceOf);
}

/** The sources as the line a stored answer ends with (the transcript sales reads, the concierge's analytics): "Sources: [Title: Section](/path#anchor) · …". */
export function sourcesLine(sources: readonly Source[]): string {
  return `Sources: ${sources.map((s) => `[${s.section ? `${s.title}: ${s.section}` : s.title}](${s.href})`).join(' · ')}`;
}
