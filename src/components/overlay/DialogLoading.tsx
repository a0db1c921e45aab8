import { Spinner } from '../Spinner.tsx';
import { loadingText } from '../loadingText.ts';
import * as styles from './overlay.css.ts';

/**
 * What an open dialog shows in place of its body until the body's code has arrived: the dialog, its
 * title and its close button are there from the tap on (the visitor sees the response at once), and
 * the body takes their place the moment it is here.
 */
export function DialogLoading() {
  return (
    <p className={styles.loading} role="status">
      <Spinner />
      {loadingText}
    </p>
  );
}
