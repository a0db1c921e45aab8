import { style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';

export const heroTitle = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

export const search = style({ maxWidth: '36rem', marginInline: 'auto' });

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const quickLink = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted });
export const count = style({ color: vars.color.brandText, fontWeight: vars.fontWeight.semibold });
export const faq = style({ maxWidth: '48rem', marginInline: 'auto' });
