// A submit pressed before its form has hydrated (ADR 0028). The prerendered form element has no
// action, so the browser would send the fields as a GET to the page's own address: the sign-in
// password in the address bar, the history and the server's log, and the page reloaded empty. An
// inline script in the document's head (`holdSubmitsScript`, before any form) stops such a submit and
// keeps its button; the kit's Form marks itself hydrated and presses it again (`useHeldSubmit`), with
// what was typed. The root imports this file alone, so the hook stays out of every page's first load.
// The same script stops typing into an editable part of such a form (a date field's segments, which
// react-aria renders contenteditable): React would find text its render does not have, and render the
// form again from nothing, dropping what was typed in the other fields. A key there is the visitor's
// first action, so the form hydrates and takes the next one.
export const heldKey = '__heldSubmits';
/** Set by a kit Form as it hydrates (or mounts): its submits are its own from then on. */
export const hydratedAttribute = 'data-hydrated';

/**
 * The inline script the root puts in the head of every page. A string, not a serialised function: the
 * server's and the client's builds must render the very same text, and minifiers rewrite functions.
 * A form React renders in the browser alone (the concierge's composer) is never marked; its submits
 * pass here too, get the preventDefault their own handler gives them, and a WeakMap entry that goes
 * with the form.
 */
export const holdSubmitsScript = `window.${heldKey} = new WeakMap();
document.addEventListener('submit', function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('${hydratedAttribute}')) return;
  event.preventDefault();
  window.${heldKey}.set(form, event.submitter);
}, true);
document.addEventListener('beforeinput', function (event) {
  var target = event.target;
  var form = target && target.isContentEditable ? target.closest('form') : null;
  if (form && !form.hasAttribute('${hydratedAttribute}')) event.preventDefault();
}, true);`;
