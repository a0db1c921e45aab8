// /docs and /docs/{topic} (product-rules.md S2, S7, D1 and D5): guides per
// topic and every endpoint of the contract. /docs/{topic} opens this page at the topic's section,
// scrolled into view with its heading focused (features/docs/openAtTopic.ts); the OpenAPI document is
// published at /openapi.json and the single-file contract suite at /downloads/contract-tests.mjs.
import { lazy } from 'react';
import { SuspenseKeepingHeight } from '../boot/SuspenseKeepingHeight.tsx';
import { useParams, type MetaFunction } from 'react-router-dom';
import { pageMeta, pagePath, routeMeta } from '../app/meta.ts';
import { Link } from '../components/actions/Link.tsx';
import { PrerenderScript } from '../boot/PrerenderScript.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { docsIntro, docTopics, topicId } from '../content/docs.ts';
import { container, section } from '../design/layout.css.ts';
import { CONTRACT_BUNDLE_PATH } from '../features/docs/downloads.ts';
import * as s from '../features/docs/docs.css.ts';
import { placeAtTopic, placeAtTopicArgs, topicHeadingId, useOpenAtTopic } from '../features/docs/openAtTopic.ts';

const OPENAPI_URL = '/openapi.json';

const docsMeta = routeMeta();

// In the prerendered HTML at once; its code (the contract's schemas) loads after the page.
const EndpointList = lazy(() => import('../features/docs/EndpointList.tsx'));

/** /docs from the route table; each /docs/{topic} its own title and description. */
export const meta: MetaFunction = (args) => {
  const topic = docTopics.find((t) => t.topic === (args.params['*'] ?? '').replace(/(?<!\/)\/+$/, ''));
  if (!topic) return docsMeta(args);
  return pageMeta({
    path: pagePath(args.location.pathname),
    title: `${topic.title} — ${docsIntro.title}`,
    description: topic.paragraphs[0]!,
    parents: [{ name: docsIntro.title, path: '/docs' }],
  });
};

export default function DocsPage() {
  const topic = (useParams()['*'] ?? '').replace(/(?<!\/)\/+$/, '');

  useOpenAtTopic(topic);

  return (
    <div className={section({ spacing: 'compact' })}>
      <div className={`${container} ${s.layout}`}>
        <nav aria-label="Documentation" className={s.nav}>
          <p className={s.navTitle}>Topics</p>
          <ul className={s.navList}>
            {docTopics.map((t) => (
              <li key={t.topic}>
                <Link href={`/docs/${t.topic}`} variant="standalone" aria-current={t.topic === topic ? 'location' : undefined}>
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <PageHeader align="start" title={docsIntro.title} lead={docsIntro.lead}>
            <p className={s.lead}>
              Machine-readable:{' '}
              <Link href={OPENAPI_URL} variant="inline" target="_blank">
                OpenAPI 3.1 document (openapi.json, opens in a new tab)
              </Link>
            </p>
            <p className={s.lead}>
              Test your own server against the contract:{' '}
              <Link href={CONTRACT_BUNDLE_PATH} variant="inline" download="contract-tests.mjs">
                contract tests (contract-tests.mjs, one file, download)
              </Link>
              , then run <code>node contract-tests.mjs --base-url https://api.example.test</code> with Node 24.
            </p>
          </PageHeader>
          {docTopics.map((t) => (
            <section key={t.topic} id={topicId(t.topic)} aria-labelledby={topicHeadingId(t.topic)} className={s.topic}>
              <h2 id={topicHeadingId(t.topic)} tabIndex={-1} className={s.topicTitle}>
                {t.title}
              </h2>
              {t.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {t.code && (
                <pre className={s.code} tabIndex={0} aria-label={t.code.label}>
                  <code>{t.code.text}</code>
                </pre>
              )}
              {t.topic === 'api/rest' && (
                <SuspenseKeepingHeight>
                  <EndpointList />
                </SuspenseKeepingHeight>
              )}
            </section>
          ))}
          {import.meta.env.SSR && topic && <PrerenderScript run={placeAtTopic} args={placeAtTopicArgs(topic)} />}
        </div>
      </div>
    </div>
  );
}
