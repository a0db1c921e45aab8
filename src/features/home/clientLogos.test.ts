import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { palette } from '../../design/palette.ts';
import { CLIENT_LOGO_HEIGHT, CLIENT_LOGOS_FILE, clientLogos } from './clientLogos.ts';

const file = readFileSync(`public${CLIENT_LOGOS_FILE}`, 'utf8');
/** The wordmarks of the file, one nested <svg> each, in order. */
const wordmarks = [...file.matchAll(/<svg y="(\d+)" width="(\d+)" height="(\d+)"[^>]*>(.*?)<\/svg>/gs)];

describe('client logos', () => {
  it('shows each trusted-by client through its own view of the one file, at the size the page reserves', () => {
    expect(clientLogos.map((l) => l.src)).toEqual([
      '/logos/clients.svg#northwind-logistics',
      '/logos/clients.svg#helix-health',
      '/logos/clients.svg#summit-capital',
      '/logos/clients.svg#brightline-retail',
    ]);
    expect(wordmarks).toHaveLength(clientLogos.length);
    clientLogos.forEach((logo, index) => {
      const [, y, width, height, art] = wordmarks[index]!;
      expect({ y: Number(y), width: Number(width), height: Number(height) }).toEqual({ y: index * CLIENT_LOGO_HEIGHT, width: logo.width, height: CLIENT_LOGO_HEIGHT });
      expect(art).toContain(`<title>${logo.name}</title>`);
      expect(file).toContain(`<view id="${logo.src.split('#')[1]}" viewBox="0 ${y} ${logo.width} ${CLIENT_LOGO_HEIGHT}"/>`);
    });
  });

  it('draws every logo in one tinted neutral (ink500), so the strip is monochrome', () => {
    expect([...new Set(file.match(/#[0-9a-f]{6}/gi))]).toEqual([palette.ink500]);
  });

  it('draws each wordmark as outlines, so no logo looks up or shapes a font while the hero first paints', () => {
    expect({ text: /<text[\s>]/.test(file), fonts: /font-family/.test(file) }).toEqual({ text: false, fonts: false });
  });
});
