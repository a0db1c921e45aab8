// Open Graph images (1200x630 PNG) and the PNG icons, drawn as SVG and rendered with resvg at build
// time: a branded card for the site, and one per article, event and case study.
import { Resvg } from '@resvg/resvg-js';
import { OG_IMAGE_SIZE } from '../../src/app/ogImages.ts';
import { site } from '../../src/config/site.ts';
import { logoMarkGroup, wordmark } from '../../src/design/logo.ts';
import { colors, palette } from '../../src/design/palette.ts';
import { escapeXml } from './xml.ts';

const BRAND = colors.brand;
const INK = colors.surfaceInverse;
const { width: W, height: H } = OG_IMAGE_SIZE;


/** Greedy word wrap by an average glyph width; the last line gets an ellipsis when text is left over. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/);
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/(?<![\s,.;:])[\s,.;:]*$/, '')}…`;
      return lines;
    }
    if (i === words.length - 1) break;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export interface OgCard {
  /** Small caps line above the title: the kind of page (ARTICLE, LIVE WEBINAR, CASE STUDY). */
  kicker: string;
  title: string;
  /** One line under the title: author and date, event date, headline result. */
  detail: string;
}

export function ogCardSvg(card: OgCard): string {
  const titleLines = wrap(card.title, 30, 3);
  const titleSize = titleLines.length > 2 ? 60 : 68;
  const titleTop = 250;
  const title = titleLines
    .map((l, i) => `<text x="80" y="${titleTop + i * titleSize * 1.15}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="260" fill="#fff" opacity="0.06"/>
  ${logoMarkGroup({ tile: '#fff', ink: BRAND }, 80, 64, 56)}
  <text x="152" y="104" font-size="34" font-weight="${wordmark.fontWeight}" letter-spacing="${wordmark.letterSpacingEm * 34}" fill="#fff">${escapeXml(site.name)}</text>
  <text x="80" y="${titleTop - 80}" font-size="26" font-weight="700" letter-spacing="3" fill="${palette.teal100}">${escapeXml(card.kicker.toUpperCase())}</text>
  ${title}
  <text x="80" y="${H - 70}" font-size="30" fill="${palette.teal50}">${escapeXml(card.detail)}</text>
</svg>`;
}

const render = (svg: string, width?: number) =>
  new Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' },
  })
    .render()
    .asPng();

export const ogCardPng = (card: OgCard): Buffer => render(ogCardSvg(card));

/** The mark as a square PNG; `padded` sets it inside a full-bleed brand square (apple-touch-icon, app icons). */
export function iconPng(size: number, padded: boolean): Buffer {
  const mark = { tile: BRAND, ink: colors.onBrand };
  const inner = padded ? `<rect width="32" height="32" fill="${BRAND}"/>${logoMarkGroup(mark, 4, 4, 24)}` : logoMarkGroup(mark);
  return render(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${inner}</svg>`, size);
}
