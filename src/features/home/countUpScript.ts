// The hero's counters count up from 0 over 2 s once in view (product-rules.md S1, S2), and / waits for
// the visitor's first action for its scripts (ADR 0034). So an inline script right after the counters
// counts them with no script loaded: each counter carries its frames, the texts of the count at evenly
// spaced moments of the eased count, formatted at build time by the page's own formatters, and the
// script shows them as time passes once the counters are in view. As the page hydrates, useCountUp
// stops it and goes on from the same start, so the count neither restarts nor jumps.
import { headScriptState } from '../../components/headScriptState.ts';
import { scriptTextsOf, textList } from '../../components/textList.ts';

export const countUpKey = '__countUp';
/** The attribute of a counter's element: its frames (components/textList.ts). */
export const countUpFramesAttribute = 'data-count-frames';
const FRAMES = 60;

/** What the script keeps: when the count started (a frame time), and whether React has taken over. */
export interface CountUpRun {
  start?: number;
  stopped?: boolean;
}

/** The count's easing, here and in useCountUp: fast, then slowing to the target. */
export const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/** A counter's frames, from 0 to `target`, as the attribute's value. */
export const countUpFrames = (target: number, format: (n: number) => string) =>
  textList(Array.from({ length: FRAMES + 1 }, (_, frame) => format(target * easeOut(frame / FRAMES))));

/** The script's run on a prerendered page, while it hydrates (none on the server). */
export const countUpRun = (): CountUpRun | undefined => (typeof window === 'undefined' ? undefined : headScriptState<CountUpRun>(countUpKey));

/** The inline script (components/PrerenderScript.tsx). */
export const countUpScript = (durationMs: number) => `(function () {
  var run = (window.${countUpKey} = {});
  var counters = [].slice.call(document.querySelectorAll('[${countUpFramesAttribute}]'));
  var frames = counters.map(function (node) { return ${scriptTextsOf('node', countUpFramesAttribute)}; });
  var shown = 0;
  var show = function (frame) {
    if (frame !== shown) counters.forEach(function (node, i) { node.textContent = frames[i][frame]; });
    shown = frame;
  };
  var step = function (time) {
    if (run.stopped) return;
    if (run.start === undefined) run.start = time;
    var frame = Math.min(${FRAMES}, Math.floor(((time - run.start) / ${durationMs}) * ${FRAMES}));
    show(frame);
    if (frame < ${FRAMES}) requestAnimationFrame(step);
  };
  var seen = new IntersectionObserver(function (entries) {
    if (run.stopped || !entries.some(function (entry) { return entry.isIntersecting; })) return;
    seen.disconnect();
    requestAnimationFrame(step);
  });
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) show(${FRAMES});
  else counters.forEach(function (node) { seen.observe(node); });
})();`;
