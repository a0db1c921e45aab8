/** What a part of the page says, as a status, while its code is on the way: a lazy page, a dialog's body. */
export const loadingText = 'Loading…';
