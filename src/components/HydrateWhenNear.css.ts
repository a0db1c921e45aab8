import { style } from '@vanilla-extract/css';

// The part's own formatting context keeps its content's margins (the form's top margin) inside it,
// so the height it measures is all the room it takes, for the placeholder that may stand in for it.
export const part = style({ display: 'flow-root' });
