// The visual regression's settings (docs/design.md 'Visual regression', ADR 0061), read by vite.config.ts
// (Node), .storybook/visual-regression.ts (the browser) and the baseline check (unit test): no imports.
import type { BrowserCommand, BrowserConfigOptions } from 'vitest/node';

/** The two widths every story is seen at, with the viewport height of the matching Storybook viewport. */
export const visualWidths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Stories seen at their own width only, with the reason. The phone menu is a react-aria Sheet whose
 * open state follows a scroll position: resized to 1440 px with it open, it sometimes stays open and
 * sometimes takes the resize for a swipe and closes (two runs in a row gave both), so no picture of it
 * at the other width can be the same twice.
 */
export const ownWidthOnly: Record<string, number> = { 'shell-site--mobile-menu-open': 390 };

/** The widths a story is pictured at. */
export const widthsOf = (storyId: string) => visualWidths.filter(({ width }) => (ownWidthOnly[storyId] ?? width) === width);

/** The committed baselines, one folder: `<story id>-<width>.png`, e.g. `pages-home-default-1440.png`. */
export const baselineDir = 'stories/__screenshots__';
/** After a mismatch: `<story id>-<width>-actual.png` and `-diff.png` (not committed). */
export const diffDir = 'test-logs/visual';

export const toMatchScreenshot = {
  // `arg` is the name the setup file gives, made file-safe by Vitest (a story id's `--` becomes `-`).
  resolveScreenshotPath: ({ arg, ext, root }) => `${root}/${baselineDir}/${arg}${ext}`,
  resolveDiffPath: ({ arg, ext, root }) => `${root}/${diffDir}/${arg}${ext}`,
  comparatorName: 'pixelmatch',
  // threshold: how far a pixel's colour may move (YIQ, 0-1) before it counts as changed; 0.1 is
  // pixelmatch's default and ignores nothing a person can see. At most 8 changed pixels: the same
  // Chromium on the same machine kind draws the same pixels, except the anti-aliased edge of a mask
  // over a random id, whose box has a fractional width (1 pixel in a clean-clone run). The smallest
  // real change tried, a 4 px larger corner radius, changed 115 pixels of one story.
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 8 },
  // One screenshot when it matches the baseline byte for byte; a page still moving gets 5 s (the default) to settle.
  timeout: 5_000,
} satisfies NonNullable<NonNullable<BrowserConfigOptions['expect']>['toMatchScreenshot']>;

/**
 * Browser commands of the story run. `reducedMotion(true)` asks for reduced motion while the pictures
 * are taken (the count-ups show their figure, the pulsing tiles and dots stand still); the stories
 * themselves run with normal motion, as a visitor's browser does by default. `pointerAway()` moves the
 * mouse to the page's top-left corner, over no control.
 */
export const visualCommands = {
  reducedMotion: (async ({ page }, reduce: boolean) => {
    await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : null });
  }) satisfies BrowserCommand<[reduce: boolean]>,
  pointerAway: (async ({ page }) => {
    await page.mouse.move(0, 0);
  }) satisfies BrowserCommand<[]>,
};
