// The one source of the logo: a mark (a core with two agents on its orbit, on a rounded square) and
// the wordmark's type settings. The header (src/shell/Logo.tsx), public/favicon.svg (checked by
// logo.test.ts), the PNG icons and the Open Graph images all draw from here.
export const LOGO_VIEWBOX = '0 0 32 32';

export interface LogoColours {
  /** The rounded square. */
  tile: string;
  /** The core, the orbit and the agents. */
  ink: string;
}

type Tag = 'rect' | 'circle' | 'ellipse';
export interface LogoPart {
  tag: Tag;
  /** SVG attributes in React's camelCase; `logoMarkSvg` writes them in SVG's kebab-case. */
  attrs: Record<string, string | number>;
}

export function logoMarkParts({ tile, ink }: LogoColours): LogoPart[] {
  return [
    { tag: 'rect', attrs: { width: 32, height: 32, rx: 9, fill: tile } },
    { tag: 'ellipse', attrs: { cx: 16, cy: 16, rx: 12, ry: 5, fill: 'none', stroke: ink, strokeWidth: 2, transform: 'rotate(-35 16 16)' } },
    { tag: 'circle', attrs: { cx: 16, cy: 16, r: 3.6, fill: ink } },
    { tag: 'circle', attrs: { cx: 25.8, cy: 9.1, r: 2.8, fill: ink } },
    { tag: 'circle', attrs: { cx: 6.2, cy: 22.9, r: 2.8, fill: ink } },
  ];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The mark's shapes as SVG markup, to place inside another SVG (scaled to `size` at x, y). */
export function logoMarkGroup(colours: LogoColours, x = 0, y = 0, size = 32): string {
  const shapes = logoMarkParts(colours)
    .map(({ tag, attrs }) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${kebab(k)}="${v}"`).join(' ')}/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${size / 32})">${shapes}</g>`;
}

/** The mark as a standalone SVG file (the favicon). */
export const logoMarkSvg = (colours: LogoColours) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEWBOX}">${logoMarkGroup(colours)}</svg>\n`;

/** The wordmark is the brand name set in the site typeface at these settings. */
export const wordmark = { fontWeight: 700, letterSpacingEm: -0.02 } as const;
