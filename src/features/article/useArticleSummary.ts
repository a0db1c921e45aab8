// The AI Summary of an article (product-rules.md S4, S7, S8): the summarize call with the article's
// title and text; 'AI Summary Generated' on success (/resources and the article page alike), 'Summary
// Error' on failure; the generic text when the answer has no summary.
import { api } from '../../api/api.ts';
import { toast } from '../../components/toast.ts';
import { articlePlainText, summaryFallback, type Article } from '../../content/articles.ts';
import { toasts } from '../../content/toasts.ts';

export const summaryCopy = { button: 'AI Summary', pending: 'Generating...' } as const;

export function useArticleSummary(onSummary: (article: Article, summary: string) => void) {
  const summarize = api.content.summarize.useMutation();
  const request = (article: Article) => {
    if (summarize.isPending) return;
    summarize.mutate(
      { title: article.title, content: articlePlainText(article) },
      {
        onSuccess: (answer) => {
          const summary = typeof answer?.summary === 'string' && answer.summary.trim() ? answer.summary : summaryFallback;
          onSummary(article, summary);
          toast(toasts.summaryGenerated);
        },
        onError: () => toast(toasts.summaryError),
      },
    );
  };
  /** True while the summary of this article is being generated. */
  const isPendingFor = (article: Article) => summarize.isPending && summarize.variables?.title === article.title;
  return { request, isPending: summarize.isPending, isPendingFor };
}
