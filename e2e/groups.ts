// The per-URL loops (routes, no-JavaScript) visit many pages. One test per URL pays for a new
// browser context each time (~2 s: the demo's mock service worker installs before hydration); one
// test for all of them cannot use both workers. So each loop splits its URLs into a few groups, one
// test per group, one `test.step` per URL, soft assertions labelled with the URL.

/** `items` dealt round robin into `count` groups. */
export function inGroups<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, g) => items.filter((_, i) => i % count === g));
}
