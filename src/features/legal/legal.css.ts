import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const article = style({ maxWidth: '48rem', marginInline: 'auto', display: 'grid', gap: vars.space['6'] });
export const date = style({ color: vars.color.textMuted, marginTop: vars.space['2'] });
export const toc = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
export const sectionTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['2'] });
export const body = style({ display: 'grid', gap: vars.space['3'], lineHeight: vars.lineHeight.relaxed });
