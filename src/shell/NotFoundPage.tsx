import { pageMeta } from '../app/meta.ts';
import { ButtonLink } from '../components/ButtonLink';
import { container } from '../design/layout.css';
import * as s from './shell.css';

export const meta = () =>
  pageMeta({ title: '404 Page Not Found', description: 'This page does not exist. Find your way back from the Orbital Agents home page.', noindex: true });

export default function NotFoundPage() {
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
