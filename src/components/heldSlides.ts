// A slider moved before it has hydrated (ADR 0034, /solutions). Its thumb is a react-aria div that
// does nothing in the static HTML, so an inline script in the document's head (`holdSlidesScript`,
// after heldPresses.ts's, whose `open` it follows) keeps where a press or drag on a kit slider's
// track puts it, or what a key does to its range input, and moves its thumb and fill there. The kit's
// Slider takes that value once it has hydrated (`useSlideHeldWithin` in Slider.tsx); a drag still
// going on by then is handed to react-aria, which follows the same pointer from there. A slider whose
// printed value the page formats carries the text of each of its steps, so the script prints it too.
// The build puts the script in the head of the pages that have a slider (`withHoldSlidesScript`,
// src/entry.server.tsx) rather than the root in every page's: no script carries its text, and no
// other page its bytes.
import { heldPressesKey } from './heldPresses.ts';
import { scriptTextsOf, textList } from './textList.ts';

export const heldSlidesKey = '__heldSlides';
/** What the kit's Slider marks its parts with, for the head script. */
export const sliderParts = {
  root: 'data-slider',
  track: 'data-slider-track',
  thumb: 'data-slider-thumb',
  fill: 'data-slider-fill',
  /** The printed value's element; its value is the text of each step (textList.ts). */
  texts: 'data-slider-texts',
} as const;
/** At most this many steps carry their text: a longer list would weigh on the page's HTML. */
const MAX_TEXTS = 500;

/** The value of `sliderParts.texts` for a slider, or undefined where it has too many steps. */
export function stepTexts(min: number, max: number, step: number, format: (value: number) => string): string | undefined {
  const count = Math.floor((max - min) / step) + 1;
  if (!(count > 0 && count <= MAX_TEXTS)) return undefined;
  return textList(Array.from({ length: count }, (_, index) => format(Math.min(max, min + index * step))));
}

export interface HeldSlide {
  /** The slider's range input. */
  input: HTMLInputElement;
  value: number;
  /** The pointer, where it was last, while it is still down on the track. */
  pointer?: { id: number; type: string; clientX: number; clientY: number };
}

/** The inline script; a string for the reason given in form/heldSubmits.ts. */
export const holdSlidesScript = `window.${heldSlidesKey} = [];
(function () {
  var held = window.${heldSlidesKey};
  var open = function () { return window.${heldPressesKey}.open; };
  var find = function (input) {
    for (var i = 0; i < held.length; i++) if (held[i].input === input) return held[i];
    return null;
  };
  var keep = function (input, value, pointer) {
    var slide = find(input);
    if (!slide) held.push((slide = { input: input }));
    slide.value = value;
    slide.pointer = pointer;
    var percent = ((value - Number(input.min)) / (Number(input.max) - Number(input.min))) * 100 + '%';
    var thumb = input.closest('[${sliderParts.thumb}]');
    var fill = input.closest('[${sliderParts.track}]').querySelector('[${sliderParts.fill}]');
    if (thumb) thumb.style.left = percent;
    if (fill) fill.style.width = percent;
    var printed = input.closest('[${sliderParts.root}]').querySelector('[${sliderParts.texts}]');
    var text = printed ? ${scriptTextsOf('printed', sliderParts.texts)}[Math.round((value - Number(input.min)) / (Number(input.step) || 1))] : null;
    if (text) printed.textContent = text;
  };
  var inputOf = function (target) {
    var track = target instanceof Element ? target.closest('[${sliderParts.track}]') : null;
    var input = track ? track.querySelector('input[type="range"]') : null;
    return input && !input.disabled ? input : null;
  };
  var pressed = null;
  var slideTo = function (event) {
    var box = pressed.closest('[${sliderParts.track}]').getBoundingClientRect();
    var min = Number(pressed.min), max = Number(pressed.max), step = Number(pressed.step) || 1;
    var fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    var value = Math.min(max, min + Math.round((fraction * (max - min)) / step) * step);
    keep(pressed, value, { id: event.pointerId, type: event.pointerType, clientX: event.clientX, clientY: event.clientY });
  };
  document.addEventListener('pointerdown', function (event) {
    pressed = open() && event.button === 0 ? inputOf(event.target) : null;
    if (pressed) slideTo(event);
  }, true);
  document.addEventListener('pointermove', function (event) {
    var slide = pressed && open() ? find(pressed) : null;
    if (slide && slide.pointer && slide.pointer.id === event.pointerId) slideTo(event);
  }, true);
  var release = function (event) {
    var slide = pressed ? find(pressed) : null;
    if (!slide || !slide.pointer || slide.pointer.id !== event.pointerId) return;
    slide.pointer = undefined;
    pressed = null;
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  document.addEventListener('input', function (event) {
    var input = event.target;
    if (open() && input instanceof HTMLInputElement && input.type === 'range' && input.closest('[${sliderParts.track}]')) keep(input, Number(input.value));
  }, true);
})();`;

/** A prerendered page's HTML, with the script at the end of its head when the page has a kit slider. */
export const withHoldSlidesScript = (html: string): string =>
  html.includes(`${sliderParts.track}=""`) ? html.replace('</head>', () => `<script>${holdSlidesScript}</script></head>`) : html;
