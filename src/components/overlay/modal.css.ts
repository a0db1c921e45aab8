import { globalStyle } from '@vanilla-extract/css';

/** On <html> while a modal dialog is open (Modal.tsx): the page behind it does not scroll. */
export const modalOpenAttribute = 'data-modal-open';

// The scroll bar's room is kept by a padding Modal.tsx sets from a width it measured earlier.
globalStyle(`html[${modalOpenAttribute}]`, { overflow: 'hidden' });
