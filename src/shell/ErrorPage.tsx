// What a render error or a failed page load shows instead of a white page: a short message, a
// Reload button and a link home.
import { Button } from '../components/actions/Button';
import { ButtonLink } from '../components/actions/ButtonLink';
import { PageHeader } from '../components/PageHeader.tsx';
import { container } from '../design/layout.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import * as e from './errorPage.css.ts';
import { errorPageCopy } from './errorPageCopy.ts';
import * as s from './shell.css';

/** The message inside the site's frame (a route's error). */
export function ErrorMessage() {
  return (
    <div className={`${container} ${s.centered}`} role="alert">
      <PageHeader title={errorPageCopy.title} lead={errorPageCopy.text} />
      <div className={e.actions}>
        <Button variant="primary" onPress={() => window.location.reload()}>
          {errorPageCopy.reload}
        </Button>
        <ButtonLink href="/" variant="outline">
          {errorPageCopy.home}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The whole page with header and footer (the root's error, when the site's frame itself is gone). */
export function ErrorPage() {
  return (
    <div className={s.page}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={s.main}>
        <ErrorMessage />
      </main>
      <Footer />
    </div>
  );
}
