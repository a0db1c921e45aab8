import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline } from '../../design/primitives.ts';

export const form = style([inline({ align: 'end', gap: '2' }), { marginTop: vars.space['3'] }]);

export const field = style({ flex: '1 1 12rem' });

/** On dark surfaces (the footer): light label and error text, the inverse focus ring. */
export const inverse = style({});

globalStyle(`${inverse} label`, { color: vars.color.textInverse });
globalStyle(`${inverse} [slot="errorMessage"]`, { color: vars.color.dangerSubtle });
globalStyle(`${inverse} input[data-focused]`, { outlineColor: vars.color.focusInverse });
// Before the form hydrates (field.css.ts draws the ring from the browser's focus state then).
globalStyle(`form${inverse}:not([data-hydrated]) input:focus-visible`, { outlineColor: vars.color.focusInverse });
globalStyle(`${inverse} button[data-focus-visible]`, { outlineColor: vars.color.focusInverse });
