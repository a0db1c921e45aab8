import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const price = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const priceMain = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const priceSub = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const features = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });
export const featureIcon = style({ color: vars.color.success, marginTop: '0.25em', flexShrink: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['3'], marginTop: vars.space['2'] });
export const dialogBody = style({ padding: vars.space['6'], paddingTop: 0, overflowY: 'auto' });
export const faq = style({ maxWidth: '48rem', marginInline: 'auto' });
