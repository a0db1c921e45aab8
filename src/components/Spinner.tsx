import { ProgressBar } from 'react-aria-components/ProgressBar';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** Accessible name. Without one the spinner is decorative (e.g. inside a pending Button, whose label names it). */
  label?: string;
}

const icon = (
  <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/** Indeterminate progress indicator, sized by the font size and coloured by currentColor. */
export function Spinner({ label }: SpinnerProps) {
  if (!label) {
    return (
      <span className={styles.spinner} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.spinner}>
      {icon}
    </ProgressBar>
  );
}
