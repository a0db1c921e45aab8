import { style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';

export const heroTitle = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

export const perks = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const jobs = style({ display: 'grid', gap: vars.space['6'], listStyle: 'none', margin: 0, padding: 0 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });

export const requirementsTitle = style({ fontWeight: vars.fontWeight.semibold });

export const requirements = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'], color: vars.color.textMuted });

export const general = style({ maxWidth: '40rem', marginInline: 'auto', textAlign: 'center', display: 'grid', gap: vars.space['4'], justifyItems: 'center' });
