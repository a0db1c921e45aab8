// The primitives as a page's .css.ts uses them, for stories/components/LayoutPrimitives.stories.tsx.
import { style } from '@vanilla-extract/css';
import { grid, inline, stack } from '../../src/design/primitives.ts';

export const page = style(stack({ gap: '8' }));
export const column = style(stack({ gap: '4' }));
export const row = style([inline({ gap: '3' }), { width: 260 }]);
export const oneLine = style([inline({ gap: '3', wrap: false }), { width: 260 }]);
export const columns = style(grid());
export const fit = style([grid({ min: '12rem' }), { width: 500, maxWidth: '100%' }]);
