import { ContentHtml } from '../../components/ContentHtml.tsx';
import { Link } from '../../components/actions/Link.tsx';
import { linkStyle } from '../../components/actions/link.css.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { LegalDocument } from '../../content/legal.ts';
import { container, section } from '../../design/layout.css.ts';
import * as s from './legal.css.ts';

/** A policy page: title (the page's h1), 'Last updated' date, contents, sections. */
export function LegalDocumentView({ document: doc, related }: { document: LegalDocument; related: { label: string; href: string } }) {
  return (
    <div className={section()}>
      <article className={`${container} ${s.article}`} aria-labelledby="legal-title">
        <PageHeader id="legal-title" align="start" title={doc.title}>
          <p className={s.date}>Last updated: {doc.lastUpdated}</p>
        </PageHeader>
        <p>{doc.intro}</p>
        <nav aria-label="Contents">
          <ol className={s.toc}>
            {doc.sections.map((sec) => (
              <li key={sec.id}>
                {/* A plain in-page anchor: the browser scrolls to the section and moves the focus start there. */}
                <a href={`#${sec.id}`} className={linkStyle({ variant: 'inline' })}>
                  {sec.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((sec, index) => (
          <section key={sec.id} id={sec.id} aria-labelledby={`${sec.id}-title`}>
            <h2 id={`${sec.id}-title`} className={s.sectionTitle}>
              {index + 1}. {sec.title}
            </h2>
            <ContentHtml html={sec.html} className={s.body} />
          </section>
        ))}
        <p>
          See also our{' '}
          <Link href={related.href} variant="inline">
            {related.label}
          </Link>
          .
        </p>
      </article>
    </div>
  );
}
