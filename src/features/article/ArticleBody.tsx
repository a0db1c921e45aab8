// An article's body: the HTML rendered from its Markdown at build time (src/content/build), so no
// Markdown library in the chunk. Headings start at h2 (the page's h1 is the title).
import type { Article } from '../../content/articles.ts';
import * as styles from './article.css.ts';

export function ArticleBody({ article }: { article: Article }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />;
}
