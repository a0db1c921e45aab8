import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { palette } from '../../design/palette.ts';
import { CLIENT_LOGO_HEIGHT, clientLogos } from './clientLogos.ts';

describe('client logos', () => {
  it('has one file per trusted-by client, titled with its name and drawn at the size the page reserves', () => {
    expect(clientLogos.map((l) => l.src)).toEqual([
      '/logos/northwind-logistics.svg',
      '/logos/helix-health.svg',
      '/logos/summit-capital.svg',
      '/logos/brightline-retail.svg',
    ]);
    for (const logo of clientLogos) {
      const svg = readFileSync(`public${logo.src}`, 'utf8');
      expect(svg).toContain(`<title>${logo.name}</title>`);
      expect(svg).toContain(`width="${logo.width}" height="${CLIENT_LOGO_HEIGHT}" viewBox="0 0 ${logo.width} ${CLIENT_LOGO_HEIGHT}"`);
    }
  });

  it('draws every logo in one tinted neutral (ink500), so the strip is monochrome', () => {
    const inks = new Set(clientLogos.flatMap((l) => readFileSync(`public${l.src}`, 'utf8').match(/#[0-9a-f]{6}/gi) ?? []));
    expect([...inks]).toEqual([palette.ink500]);
  });

  it('draws each wordmark as outlines, so no logo looks up or shapes a font while the hero first paints', () => {
    for (const logo of clientLogos) {
      const svg = readFileSync(`public${logo.src}`, 'utf8');
      expect({ logo: logo.name, text: /<text[\s>]/.test(svg), fonts: /font-family/.test(svg) }).toEqual({ logo: logo.name, text: false, fonts: false });
    }
  });
});
