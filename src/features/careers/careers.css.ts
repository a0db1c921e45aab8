import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline } from '../../design/primitives.ts';

export const jobs = style({ display: 'grid', gap: vars.space['6'], listStyle: 'none', margin: 0, padding: 0 });

export const meta = style([inline({ gap: '2' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const requirementsTitle = style({ fontWeight: vars.fontWeight.semibold });

export const requirements = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'], color: vars.color.textMuted });

export const general = style({ maxWidth: '40rem', marginInline: 'auto', textAlign: 'center', display: 'grid', gap: vars.space['4'], justifyItems: 'center' });
