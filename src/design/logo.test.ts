import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logoMarkGroup, logoMarkSvg } from './logo.ts';
import { colors } from './palette.ts';

describe('logo', () => {
  it('public/favicon.svg is the mark in the brand colours', () => {
    expect(readFileSync('public/favicon.svg', 'utf8')).toBe(logoMarkSvg({ tile: colors.brand, ink: colors.onBrand }));
  });

  it('writes the mark as SVG with kebab-case attributes, scaled to the size asked for', () => {
    const group = logoMarkGroup({ tile: '#000000', ink: '#ffffff' }, 10, 20, 64);
    expect(group).toMatch(/^<g transform="translate\(10 20\) scale\(2\)"><rect width="32" height="32" rx="9" fill="#000000"\/>/);
    expect(group).toContain('stroke-width="2"');
    expect(group).not.toContain('strokeWidth');
  });
});
