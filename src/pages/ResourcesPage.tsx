import { useEffect, useRef, useState } from 'react';
import { Avatar, withAvatar } from '../components/Avatar.tsx';
import { Badge } from '../components/Badge.tsx';
import { DraftBadge } from '../components/DraftBadge.tsx';
import { Button } from '../components/actions/Button.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Card } from '../components/Card.tsx';
import { LazyDialog } from '../components/overlay/LazyDialog.tsx';
import { Link } from '../components/actions/Link.tsx';
import { warmOnReach } from '../boot/loadOnDemand.ts';
import { VisuallyHidden } from '../components/VisuallyHidden.tsx';
import { articles, formatArticleDate, type Article } from '../content/articles.ts';
import { events, spotsLeft } from '../content/events.ts';
import { feed } from '../content/feed.ts';
import { linkStyle } from '../components/actions/link.css.ts';
import { container, section, sectionHeader, sectionLead, sectionTitle } from '../design/layout.css.ts';
import { summaryCopy, useArticleSummary } from '../features/article/useArticleSummary.ts';
import { LazyNewsletterForm } from '../features/newsletter/LazyNewsletterForm.tsx';
import { CoverImage } from '../features/resources/CoverImage.tsx';
import { Downloads } from '../features/resources/Downloads.tsx';
import * as s from '../design/page.css.ts';
import { routeMeta } from '../app/meta.ts';
import { PageHeader } from '../components/PageHeader.tsx';

export const meta = routeMeta();

export default function ResourcesPage() {
  const [summary, setSummary] = useState<{ article: Article; text: string } | null>(null);
  const summarize = useArticleSummary((article, text) => setSummary({ article, text }));
  // The summary dialog opens from an answer, not from a trigger: on close, focus goes back to the
  // AI Summary button that asked for it.
  const summaryTrigger = useRef<Element | null>(null);
  const [restoreFocus, setRestoreFocus] = useState(false);
  useEffect(() => {
    if (!restoreFocus) return;
    const frame = requestAnimationFrame(() => {
      if (summaryTrigger.current instanceof HTMLElement) summaryTrigger.current.focus();
      setRestoreFocus(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [restoreFocus]);

  return (
    <>
      <PageHeader
        band
        title="AI Automation Resources"
        lead="Guides, events and tools to help you plan, build and measure AI agents in your business."
      />

      <section aria-labelledby="articles-title" className={section()}>
        <div className={container}>
          <div className={sectionHeader}>
            <h2 id="articles-title" className={sectionTitle}>
              Latest Articles
            </h2>
            <p className={sectionLead}>In-depth guides from our AI engineers and customer teams.</p>
            <p className={s.small}>
              {/* A file, not a route: a plain anchor, so the router does not take it. */}
              <a href={feed.path} type={feed.type} className={linkStyle({ variant: 'inline' })}>
                Follow new articles and events (Atom feed)
              </a>
            </p>
          </div>
          <ul className={s.cardGrid}>
            {articles.map((article) => (
              <Card as="li" key={article.id} variant="elevated" padding="sm" aria-labelledby={`article-${article.id}`}>
                <CoverImage image={article.image} decorative />
                <div className={s.row}>
                  <Badge variant="brand" size="sm">
                    {article.category}
                  </Badge>
                  <DraftBadge draft={article.draft} size="sm" />
                  <span className={s.small}>{article.readTime} min read</span>
                </div>
                <h3 id={`article-${article.id}`} className={s.h3}>
                  <Link href={`/article/${article.id}`} variant="standalone">
                    {article.title}
                  </Link>
                </h3>
                <p className={s.muted}>{article.excerpt}</p>
                <p className={`${s.small} ${withAvatar}`}>
                  <Avatar name={article.author.name} size={32} />
                  <span>
                    {article.author.name} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
                  </span>
                </p>
                <div className={s.rowAtBottom}>
                  <ButtonLink href={`/article/${article.id}`} size="sm">
                    Read More<VisuallyHidden elementType="span"> about {article.title}</VisuallyHidden>
                  </ButtonLink>
                  <Button
                    size="sm"
                    variant="secondary"
                    {...warmOnReach(summarize.loadCall)}
                    onPress={(event) => {
                      summaryTrigger.current = event.target;
                      summarize.request(article);
                    }}
                    isPending={summarize.isPendingFor(article)}
                    isDisabled={summarize.isPending && !summarize.isPendingFor(article)}
                  >
                    {summarize.isPendingFor(article) ? (
                      summaryCopy.pending
                    ) : (
                      <>
                        {summaryCopy.button}
                        <VisuallyHidden elementType="span"> of {article.title}</VisuallyHidden>
                      </>
                    )}
                  </Button>
                </div>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="events-title" className={section({ tone: 'muted' })}>
        <div className={container}>
          <div className={sectionHeader}>
            <h2 id="events-title" className={sectionTitle}>
              Upcoming Events
            </h2>
            <p className={sectionLead}>Live webinars, hands-on workshops and customer case studies.</p>
          </div>
          <ul className={s.cardGrid}>
            {events.map((event) => (
              <Card
                as="li"
                key={event.id}
                aria-labelledby={`event-${event.id}`}
                footer={
                  <ButtonLink href={`/event/${event.id}`} fullWidth>
                    Register Now<VisuallyHidden elementType="span"> for {event.title}</VisuallyHidden>
                  </ButtonLink>
                }
              >
                <div>
                  <Badge variant={event.color}>{event.type}</Badge> <DraftBadge draft={event.draft} />
                </div>
                <h3 id={`event-${event.id}`} className={s.h3}>
                  <Link href={`/event/${event.id}`} variant="standalone">
                    {event.title}
                  </Link>
                </h3>
                <p className={s.muted}>{event.description}</p>
                <dl className={s.definitionList}>
                  <dt className={s.term}>When</dt>
                  <dd className={s.definition}>
                    {event.date}, {event.time}
                  </dd>
                  <dt className={s.term}>Duration</dt>
                  <dd className={s.definition}>{event.duration}</dd>
                  <dt className={s.term}>Spots left</dt>
                  <dd className={s.definition}>{spotsLeft(event)}</dd>
                </dl>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="downloads-title" className={section()}>
        <div className={container}>
          <div className={sectionHeader}>
            <h2 id="downloads-title" className={sectionTitle}>
              Free Downloads
            </h2>
            <p className={sectionLead}>Practical tools you can use today, generated right in your browser.</p>
          </div>
          <Downloads />
        </div>
      </section>

      <section aria-labelledby="video-title" className={section({ tone: 'muted', spacing: 'compact' })}>
        <div className={`${container} ${s.stackCentered}`}>
          <Badge variant="accent">Coming Soon</Badge>
          <h2 id="video-title" className={sectionTitle}>
            Video Library
          </h2>
          <p className={s.muted}>Recorded demos, tutorials and customer stories are on their way.</p>
        </div>
      </section>

      <section aria-labelledby="newsletter-title" className={section({ spacing: 'compact' })}>
        <div className={`${container} ${s.narrowContainer}`}>
          <h2 id="newsletter-title" className={sectionTitle}>
            Stay Updated
          </h2>
          <p className={s.muted}>Join 10,000+ professionals who get our AI automation insights every month.</p>
          <LazyNewsletterForm />
        </div>
      </section>

      <LazyDialog
        title="AI Summary"
        description={summary?.article.title}
        isOpen={summary !== null}
        onOpenChange={(open) => {
          if (open) return;
          setSummary(null);
          setRestoreFocus(true);
        }}
      >
        {summary && (
          <div className={s.stack}>
            <p>{summary.text}</p>
            <div>
              <ButtonLink href={`/article/${summary.article.id}`} onPress={() => setSummary(null)}>
                Read Full Article
              </ButtonLink>
            </div>
          </div>
        )}
      </LazyDialog>
    </>
  );
}
