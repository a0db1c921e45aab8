import { Link } from '../../components/actions/Link.tsx';
import { toasts } from '../../content/toasts.ts';
import * as styles from './account.css.ts';

/** Shown after sign-in or register is submitted: accounts are not open yet; the trial is. */
export function AccountsSoonNote() {
  return (
    <p className={styles.note} role="status">
      <strong>{toasts.accountsSoon.title}.</strong> {toasts.accountsSoon.description}{' '}
      <Link href="/trial" variant="inline">
        Start your free trial
      </Link>
    </p>
  );
}
