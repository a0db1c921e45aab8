// The <style> texts react-aria inserts at run time, copied from react-aria 3.53 (its usePress and
// usePreventScroll): the root prerenders the first into every page's head, and the build allows both
// in each page's CSP by their sha256 (tools/build/write-headers.ts, whose test fails when a react-aria
// update changes them).

/** usePress adds it (id `react-aria-pressable-style`) when the first pressable element mounts, unless the head has it. */
export const pressableStyle = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/** usePreventScroll adds it while an overlay is open on iOS. */
export const preventScrollStyle = '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}';

export const reactAriaStyles: readonly string[] = [preventScrollStyle, pressableStyle];
