import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const dateInput = style({ display: 'flex', flex: 1, paddingBlock: vars.space['2'], fontVariantNumeric: 'tabular-nums' });

// Each date part is a focusable spin button: keep it at least 24 px wide (WCAG 2.2 target size),
// also when it holds a single digit.
export const segment = style({
  textAlign: 'center',
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:not([data-type="literal"])': { minWidth: vars.size.target },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const calendarPopover = style({ padding: vars.space['3'] });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const calendarHeading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, paddingBottom: vars.space['1'] });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText },
    '&[data-selected]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const dialog = style({ outline: 'none' });
