/**
 * Marks a part of a prerendered page whose content needs the page's scripts as soon as it is on
 * screen: the ROI calculator's results, which start at 0 until the API answers. A page that
 * waits for the visitor's first action (ADR 0034) loads its scripts at once while such a part is in
 * view: at load on a wide screen, or when a phone visitor reaches it without having acted (a link to
 * an anchor, find in page).
 */
export const SCRIPTS_WHEN_SEEN = 'data-scripts-when-seen';

/** The mark as props for such a part's element. */
export const scriptsWhenSeen = { [SCRIPTS_WHEN_SEEN]: '' };
