import { style } from '@vanilla-extract/css';
import { inline } from '../../design/primitives.ts';
import { vars } from '../../design/theme.css.ts';

/** Under a reply: the booking offer's controls, then the rating. */
export const offer = style([inline({ gap: '2' }), { marginTop: vars.space['3'] }]);

export const rating = style([inline({ gap: '1', align: 'center' }), { marginTop: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

/** A rating control: the kit's ghost icon button, filled while pressed (aria-pressed). */
export const rate = style({
  minHeight: vars.size.controlSm,
  minWidth: vars.size.controlSm,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText, borderColor: vars.color.brand },
  },
});

export const down = style({ transform: 'rotate(180deg)' });
