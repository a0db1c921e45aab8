// The concierge's markdown (react-markdown and remark-gfm: most of the panel's code) in a chunk of its
// own (ADR 0079). The panel opens on its hint and suggested questions, which need none of it, so a tap
// soon after the page has loaded waits only for the panel's own, small chunk, and a page the visitor
// does not ask anything on never fetches it. The markdown's chunk is fetched as the panel opens; a reply
// rendered before it has arrived shows as plain text for that moment.
import { Suspense } from 'react';
import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';
import { prefetch } from '../../boot/loadOnDemand.ts';
import type { ChatMarkdownProps } from './ChatMarkdown.tsx';

const Markdown = lazyWithPreload<ChatMarkdownProps>(() => import('./ChatMarkdown.tsx').then((m) => ({ default: m.ChatMarkdown })));

/** Starts fetching the markdown's code (the panel has opened). */
export const preloadChatMarkdown = (): void => prefetch(Markdown.preload);

/** ChatMarkdown, loaded apart from the panel. */
export function ChatMarkdown(props: ChatMarkdownProps) {
  return (
    <Suspense fallback={<p>{props.children}</p>}>
      <Markdown {...props} />
    </Suspense>
  );
}
