// The demo's Mock API panel (mocks/panel/MockPanel.tsx), found as a visitor finds it.
import type { Page } from '@playwright/test';
import { panelCopy } from '../mocks/panel/panelCopy.ts';

export const mockPanel = (page: Page) => page.getByRole('complementary', { name: panelCopy.label });

/** Its status: empty, or 'Ready offline' once the demo's worker has cached every file. */
export const readyOfflineStatus = (page: Page) => mockPanel(page).getByRole('status');

export const READY_OFFLINE = panelCopy.readyOffline;
