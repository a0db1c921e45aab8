import { style } from '@vanilla-extract/css';

// Its own formatting context keeps the content's margins (the sign-up form's top margin) inside the
// box, so the height it measures is all the room the content takes.
export const box = style({ display: 'flow-root' });
