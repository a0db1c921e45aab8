// An article's body: the HTML rendered from its Markdown at build time (src/content/build), so no
// Markdown library in the chunk, and each article's text is a module of its own. Prerendered pages
// carry the body; while its module loads, React keeps that HTML (the Suspense boundary hydrates when
// it arrives). Headings start at h2 (the page's h1 is the title).
import { Suspense, use } from 'react';
import { ContentHtml } from '../../components/ContentHtml.tsx';
import { articleHtml, type Article } from '../../content/articles.ts';
import * as styles from './article.css.ts';

function Body({ id }: { id: string }) {
  return <ContentHtml html={use(articleHtml(id))} className={styles.body} />;
}

export function ArticleBody({ article }: { article: Article }) {
  return (
    <Suspense>
      <Body id={article.id} />
    </Suspense>
  );
}
