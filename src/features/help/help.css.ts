import { style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';
import { muted as mutedText } from '../../design/layout.css.ts';

export const search = style({ maxWidth: '36rem', marginInline: 'auto' });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const quickLink = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const muted = mutedText;
export const faq = style({ maxWidth: '48rem', marginInline: 'auto' });
