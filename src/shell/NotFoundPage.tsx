import { usePageTitle } from '../app/usePageTitle';
import { ButtonLink } from '../components/ButtonLink';
import { container } from '../design/layout.css';
import * as s from './shell.css';

export default function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <div className={`${container} ${s.centered}`}>
      <h1 className={s.pageTitle}>404 Page Not Found</h1>
      <p className={s.lead}>Did you forget to add the page to the router?</p>
      <ButtonLink href="/" variant="primary">
        Back to home
      </ButtonLink>
    </div>
  );
}
