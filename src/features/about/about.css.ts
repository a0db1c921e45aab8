import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline } from '../../design/primitives.ts';
import { muted as mutedText } from '../../design/layout.css.ts';

export const stat = style({ textAlign: 'center' });
export const statValue = style({ fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.bold, color: vars.color.brandText });
export const statLabel = style({ color: vars.color.textMuted });

export const prose = style({ maxWidth: '48rem', marginInline: 'auto', display: 'grid', gap: vars.space['4'], fontSize: vars.fontSize.lg });

export const role = style({ color: vars.color.brandText, fontWeight: vars.fontWeight.semibold });
export const muted = mutedText;

export const tags = style([inline({ gap: '2' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: '48rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['6'],
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const milestone = style({ paddingInlineStart: vars.space['6'], display: 'grid', gap: vars.space['1'] });
export const year = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandText });
export const milestoneTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const ctaRow = style([inline({ justify: 'center', gap: '3' }), { marginTop: vars.space['6'] }]);
