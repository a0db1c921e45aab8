import { useParams, type MetaFunction } from 'react-router-dom';
import { pageMeta, pagePath, siteUrl } from '../app/meta.ts';
import { ogImagePath } from '../app/ogImages.ts';
import { slugParam } from '../app/routeParams.ts';
import { organization } from '../app/structuredData.ts';
import { Avatar } from '../components/Avatar.tsx';
import { Badge } from '../components/Badge.tsx';
import { DraftBadge } from '../components/DraftBadge.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { PageHeader, pageHeaderBand } from '../components/PageHeader.tsx';
import { Card } from '../components/Card.tsx';
import { Link } from '../components/actions/Link.tsx';
import { findArticle, formatArticleDate, type Article } from '../content/articles.ts';
import { container, section } from '../design/layout.css.ts';
import { ArticleActions } from '../features/article/ArticleActions.tsx';
import { ArticleBody } from '../features/article/ArticleBody.tsx';
import { Island, islandsPage } from '../boot/Island.tsx';
import * as a from '../features/article/article.css.ts';
import { CoverImage } from '../features/resources/CoverImage.tsx';
import * as s from '../design/page.css.ts';

/** Static but for its actions and the shell's controls: a page of islands (ADR 0082). */
export const handle = islandsPage('article');

export const meta: MetaFunction = ({ params, location }) => {
  const article = findArticle(slugParam(params));
  if (!article) return pageMeta({ title: 'Article Not Found', description: 'The article you are looking for does not exist or has moved.', noindex: true });
  const path = pagePath(location.pathname);
  const image = ogImagePath.article(article.id);
  return pageMeta({
    path,
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image,
    parents: [{ name: 'Resources', path: '/resources' }],
    structuredData: [
      {
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
        image: `${siteUrl}${image}`,
        url: `${siteUrl}${path}`,
        publisher: organization(siteUrl),
      },
    ],
  });
};

export default function ArticlePage() {
  const article = findArticle(slugParam(useParams()));
  return article ? <ArticleView key={article.id} article={article} /> : <ArticleNotFound />;
}

function ArticleNotFound() {
  return (
    <div className={`${container} ${s.centered}`}>
      <PageHeader title="Article Not Found" lead="The article you're looking for doesn't exist or has moved.">
        <ButtonLink href="/resources">Back to Resources</ButtonLink>
      </PageHeader>
    </div>
  );
}

function ArticleView({ article }: { article: Article }) {
  return (
    <article aria-labelledby="article-title">
      <div className={pageHeaderBand}>
        <div className={`${container} ${a.layout}`}>
          <PageHeader
            id="article-title"
            align="start"
            eyebrow={
              <>
                <nav aria-label="Breadcrumb" className={a.breadcrumb}>
                  <Link href="/resources" variant="standalone">
                    Resources
                  </Link>
                  <span aria-hidden="true">/</span>
                  <span>Articles</span>
                </nav>
                <Badge variant="brand">{article.category}</Badge>
                <DraftBadge draft={article.draft} />
              </>
            }
            title={article.title}
            lead={article.excerpt}
          >
            <p className={a.meta}>
              <Avatar name={article.author.name} size={32} eager />
              <span>
                By {article.author.name}, {article.author.role}
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
              <span aria-hidden="true">·</span>
              <span>{article.readTime} min read</span>
            </p>
          </PageHeader>
        </div>
      </div>
      <div className={section({ spacing: 'compact' })}>
        <div className={`${container} ${a.layout} ${s.stackLg}`}>
          <Island name="article-actions">
            <ArticleActions article={article} />
          </Island>
          <CoverImage image={article.image} eager className={a.cover} />
          <ArticleBody article={article} />
          <section aria-labelledby="article-tags-title" className={s.stack}>
            <h2 id="article-tags-title" className={s.h3}>
              Tags
            </h2>
            <ul className={a.tags}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <Card as="section" aria-labelledby="article-cta-title" variant="inverse" padding="lg">
            <h2 id="article-cta-title" className={s.h2}>
              Ready to put this into practice?
            </h2>
            <p>Talk to our team about your processes, or start a free 14-day trial. No credit card required.</p>
            <div className={s.row}>
              <ButtonLink href="/contact">Contact Our Team</ButtonLink>
              <ButtonLink href="/trial" variant="secondary">
                Start Your Free Trial
              </ButtonLink>
            </div>
          </Card>
        </div>
      </div>
    </article>
  );
}
