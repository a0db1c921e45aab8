import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../design/theme.css.ts';

// One source of field styling for TextField, TextArea, Select, DatePicker and Checkbox messages.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMarker = style({ color: vars.color.danger, marginInlineStart: '0.15em' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } as const;

/** The bordered box: <input>, <textarea>, the Select trigger and the DatePicker group. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    textAlign: 'start',
    outline: 'none',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-focused], &[data-focus-visible], &[data-focus-within]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
      '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': { outlineColor: vars.color.danger },
      '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed', opacity: 0.7 },
    },
  },
  variants: {
    kind: {
      input: {},
      textarea: { display: 'block', minHeight: '7rem', resize: 'vertical' },
      trigger: { justifyContent: 'space-between', gap: vars.space['2'], cursor: 'pointer', fontFamily: 'inherit' },
      group: { gap: vars.space['2'], paddingBlock: 0, paddingInlineEnd: vars.space['1'] },
    },
  },
  defaultVariants: { kind: 'input' },
});

/** Popover surface for Select and DatePicker. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 'min(20rem, var(--visual-viewport-height, 100vh))',
  overflow: 'auto',
  padding: vars.space['1'],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

// A prerendered form is usable before it hydrates, and the footer's until it comes near (ADR 0057),
// but its controls have none of react-aria's focus attributes yet: the browser's own focus state draws
// the same ring meanwhile. The kit's Form marks itself data-hydrated as it hydrates.
globalStyle(`form:not([data-hydrated]) ${control.classNames.base}:focus-visible`, focusRing);
