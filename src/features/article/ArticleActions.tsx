// An article's actions: AI Summary (its answer shown below the buttons) and Share (the page's address
// copied). The one part of an article's page that needs script: on a page of islands (ADR 0082) it
// hydrates on its own (src/islands.article.client.tsx finds its article from the page's address).
import { useState } from 'react';
import { warmOnReach } from '../../boot/loadOnDemand.ts';
import { Button } from '../../components/actions/Button.tsx';
import { toast } from '../../components/overlay/toast.ts';
import type { Article } from '../../content/articles.ts';
import { toasts } from '../../content/toasts.ts';
import * as s from '../../design/page.css.ts';
import * as a from './article.css.ts';
import { copyText } from './copyText.ts';
import { summaryCopy, useArticleSummary } from './useArticleSummary.ts';

export function ArticleActions({ article }: { article: Article }) {
  const [summary, setSummary] = useState<string | null>(null);
  const summarize = useArticleSummary((_, text) => setSummary(text));

  const share = async () => {
    toast((await copyText(window.location.href)) ? toasts.linkCopied : toasts.linkCopyFailed);
  };

  return (
    <>
      <div className={s.row}>
        <Button
          variant="secondary"
          {...warmOnReach(summarize.loadCall)}
          onPress={() => summarize.request(article)}
          isPending={summarize.isPending}
        >
          {summarize.isPending ? summaryCopy.pending : summaryCopy.button}
        </Button>
        <Button variant="outline" onPress={share}>
          Share
        </Button>
      </div>
      {summary && (
        <section aria-labelledby="article-summary-title" className={a.summaryPanel}>
          <h2 id="article-summary-title" className={s.h3}>
            AI Summary
          </h2>
          <p>{summary}</p>
        </section>
      )}
    </>
  );
}
