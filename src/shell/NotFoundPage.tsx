import { pageMeta } from '../app/meta.ts';
import { ButtonLink } from '../components/actions/ButtonLink';
import { PageHeader } from '../components/PageHeader.tsx';
import { container } from '../design/layout.css';
import * as s from './shell.css';

export const meta = () =>
  pageMeta({ title: '404 Page Not Found', description: 'This page does not exist. Find your way back from the Orbital Agents home page.', noindex: true });

export default function NotFoundPage() {
  return (
    <div className={`${container} ${s.centered}`}>
      <PageHeader title="404 Page Not Found" lead="Did you forget to add the page to the router?">
        <ButtonLink href="/" variant="primary">
          Back to home
        </ButtonLink>
      </PageHeader>
    </div>
  );
}
