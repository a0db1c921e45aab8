import { inline } from '../design/primitives.css.ts';

export const actions = inline({ justify: 'center', gap: '3' });
