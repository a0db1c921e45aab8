import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

// Shared by Dialog and Sheet: header row with the title and the close button.
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

/** A dialog's body while its code arrives: one line, centred in the room the body will take. */
export const loading = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '8rem',
  color: vars.color.textMuted,
});
