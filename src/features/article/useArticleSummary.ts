// The AI Summary of an article (product-rules.md S4, S7, S8): the summarize call with the article's
// title and text; 'AI Summary Generated' on success (/resources and the article page alike), 'Summary
// Error' on failure (a lost network while the call's code loads included); the generic text when the
// answer has no summary. The call sits behind the button, so its code (the API client and react-query,
// 12 KiB gzip) is not part of the page's first load: it is fetched when the visitor points at or
// focuses the button or a touch on it starts, and at the latest on the press (issue 11, ADR 0009).
import { useEffect, useRef, useState } from 'react';
import { once } from '../../boot/loadOnDemand.ts';
import { toast } from '../../components/overlay/toast.ts';
import { articleHtml, summaryFallback, type Article } from '../../content/articles.ts';
import { toasts } from '../../content/toasts.ts';
import { plainTextOf } from './plainText.ts';

export const summaryCopy = { button: 'AI Summary', pending: 'Generating...' } as const;

const loadApi = once(() => import('../../api/api.ts'));

async function summarize(article: Article): Promise<string> {
  const [{ api }, html] = await Promise.all([loadApi(), articleHtml(article.id)]);
  const answer = await api.content.summarize.call({ body: { title: article.title, content: plainTextOf(html) } });
  return typeof answer?.summary === 'string' && answer.summary.trim() ? answer.summary : summaryFallback;
}

export function useArticleSummary(onSummary: (article: Article, summary: string) => void) {
  // One summary at a time: the title of the article being summarized, or null.
  const [pendingTitle, setPendingTitle] = useState<string | null>(null);
  const busy = useRef(false);
  // An answer that comes after the visitor has left the page is dropped: its toast would speak of a
  // summary shown nowhere, on a page that did not ask for it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = (article: Article) => {
    if (busy.current) return;
    busy.current = true;
    setPendingTitle(article.title);
    summarize(article)
      .then(
        (summary) => {
          if (!mounted.current) return;
          onSummary(article, summary);
          toast(toasts.summaryGenerated);
        },
        () => {
          if (mounted.current) toast(toasts.summaryError);
        },
      )
      .finally(() => {
        busy.current = false;
        setPendingTitle(null);
      });
  };
  /** True while the summary of this article is being generated. */
  const isPendingFor = (article: Article) => pendingTitle === article.title;
  // For the button's warmOnReach: the call's code, fetched as the visitor reaches for it.
  return { request, loadCall: loadApi, isPending: pendingTitle !== null, isPendingFor };
}
