import { style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const page = style([inline({ justify: 'center', wrap: false }), {
  paddingBlock: vars.space['12'],
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.md]: { paddingBlock: vars.space['16'] } },
}]);

export const panel = style([stack({ gap: '6' }), {
  width: '100%',
  maxWidth: '32rem',
  marginInline: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [media.sm]: { padding: vars.space['8'] } },
}]);

export const wide = style({ maxWidth: '40rem' });

export const lead = style({ color: vars.color.textMuted });

export const form = style(stack({ gap: '4' }));

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const between = style(inline({ align: 'center', justify: 'between', gap: '2' }));

export const footer = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandSubtleText,
  fontSize: vars.fontSize.sm,
});

export const actions = style(stack({ gap: '3', align: 'stretch' }));

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const checklistTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['1'] });

export const rule = style([inline({ align: 'center', gap: '2', wrap: false }), { color: vars.color.textMuted }]);

export const ruleMet = style({ color: vars.color.success });

export const ruleMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  fontSize: vars.fontSize.xs,
});

export const benefits = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});
