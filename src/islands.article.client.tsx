// The script of an article, a page of islands (ADR 0082, ADR 0084): the shell's islands and the
// article's actions (src/islands.hydrate.tsx).
import { articlePath } from './app/routePaths.ts';
import { articles } from './content/articles.ts';
import { ArticleActions } from './features/article/ArticleActions.tsx';
import { hydrateIslands } from './islands.hydrate.tsx';

/** The actions of the article whose page this is (its address is the route table's, src/app/routePaths.ts). */
function ArticleActionsOfPage() {
  // Served at /article/<id>/ as well; app/meta.ts's pagePath would bring React Router's matchPath here.
  const path = window.location.pathname;
  const here = path.endsWith('/') ? path.slice(0, -1) : path;
  const article = articles.find((entry) => articlePath(entry.id) === here);
  return article ? <ArticleActions article={article} /> : null;
}

hydrateIslands({ 'article-actions': ArticleActionsOfPage });
