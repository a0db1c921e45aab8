import { style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';

export const hero = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], alignItems: 'flex-start' });

export const headline = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const trustedBy = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const trustedNames = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const heroPanels = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const consoleList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const consoleRow = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(255, 255, 255, 0.06)',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const consoleHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], flexWrap: 'wrap' });
export const consoleName = style({ fontWeight: vars.fontWeight.bold, fontFamily: vars.font.body });
export const consoleTask = style({ color: vars.color.textInverseMuted });

export const results = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });
export const resultItem = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'] });
export const resultLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const resultValue = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandText,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const quote = style({ fontSize: vars.fontSize.xl, fontStyle: 'italic' });
