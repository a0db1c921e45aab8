import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'] });
