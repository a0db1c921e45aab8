import { createElement } from 'react';
import { Link } from '../components/actions/Link';
import { site } from '../config/site';
import { LOGO_VIEWBOX, logoMarkParts } from '../design/logo.ts';
import * as s from './shell.css';

// The mark takes the brand colour from CSS (`color` on the svg), so it follows the theme.
const markParts = logoMarkParts({ tile: 'currentColor', ink: '#fff' });

/** The logo mark alone (decorative: the brand name always sits beside it). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox={LOGO_VIEWBOX} aria-hidden="true" focusable="false">
      {markParts.map(({ tag, attrs }, i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" variant="plain" className={s.brand}>
      <LogoMark />
      {site.name}
    </Link>
  );
}
