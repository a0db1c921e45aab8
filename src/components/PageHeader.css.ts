import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../design/breakpoints.ts';
import { vars } from '../design/theme.css.ts';

/** The tinted band a page's header sits on, the width of the page. */
export const band = style({
  paddingBlock: vars.space['12'],
  background: `linear-gradient(135deg, ${vars.color.brandSubtle}, ${vars.color.accentSubtle})`,
  '@media': { [media.md]: { paddingBlock: vars.space['16'] } },
});

export const header = styleVariants({
  center: { maxWidth: '48rem', marginInline: 'auto', textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['4'] },
  start: { maxWidth: '48rem', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['4'] },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

/** In a panel (the account screens' card) the title is a step smaller. */
export const compactTitle = style({ fontSize: vars.fontSize['3xl'], '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } } });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '44rem' });

/** Content the page keeps in its header band (stats, a search box) sits below the header. */
export const after = style({ marginTop: vars.space['10'] });
