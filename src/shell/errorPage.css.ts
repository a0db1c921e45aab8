import { style } from '@vanilla-extract/css';
import { inline } from '../design/primitives.ts';

export const actions = style(inline({ justify: 'center', gap: '3' }));
