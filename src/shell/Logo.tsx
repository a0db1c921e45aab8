import { Link } from '../components/Link';
import { site } from '../config/site';
import * as s from './shell.css';

export function Logo() {
  return (
    <Link href="/" variant="plain" className={s.brand}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="currentColor" />
        <circle cx="16" cy="16" r="6" fill="#fff" />
        <ellipse cx="16" cy="16" rx="15" ry="5" fill="none" stroke="#fff" strokeWidth="2" transform="rotate(-30 16 16)" />
      </svg>
      {site.name}
    </Link>
  );
}
