import * as s from './shell.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page; visible when focused. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={s.skipLink}>
      Skip to main content
    </a>
  );
}
