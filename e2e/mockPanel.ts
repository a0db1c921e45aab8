// The demo's Mock API panel (mocks/panel/MockPanel.tsx), found as a visitor finds it. The demo opens
// in presenter view, without it (mocks/presenter.ts): a test shows it the ways the README tells sales.
import { expect, type Page } from '@playwright/test';
import { panelCopy, panelNodeId } from '../mocks/panel/panelCopy.ts';

export const mockPanel = (page: Page) => page.getByRole('complementary', { name: panelCopy.label });

/** Its status: empty, or 'Ready offline' once the demo's worker has cached every file. */
export const readyOfflineStatus = (page: Page) => mockPanel(page).getByRole('status');

export const READY_OFFLINE = panelCopy.readyOffline;

/** The panel's node, mounted (and empty in presenter view) once the mock API has started. */
export const mockApiStarted = (page: Page) => page.locator(`#${panelNodeId}`);

/** `path` opened with the panel shown for the tab's session (`?presenter=off`). */
export function withMockPanel(path: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('presenter', 'off');
  return path.startsWith('http') ? url.href : `${url.pathname}${url.search}`;
}

/** The presenter shortcut shows the panel open, with focus on its heading. */
export async function revealMockPanel(page: Page): Promise<void> {
  await page.keyboard.press('Alt+Shift+KeyM');
  await expect(mockPanel(page).getByRole('heading', { name: 'Mock API', level: 2 })).toBeFocused();
}
