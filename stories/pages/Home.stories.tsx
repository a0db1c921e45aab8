import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { site } from '../../src/config/site';
import { consoleAgents, homeContent } from '../../src/content/home';

const meta = {
  title: 'Pages/Home',
  component: AppRoutes,
  parameters: { route: '/' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveAnswer = { agentsRunning: 3120, costSavings: 912, efficiencyGain: 93, tasksAutomated: 14200, uptime: 99.97 };

async function resultsPanel(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: homeContent.resultsTitle }));
}

export const Default: Story = {
  name: 'Default · home.default',
  tags: ['state:home.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: homeContent.headline })).toBeVisible();
    await expect(canvas.getByTestId('live-badge')).toHaveTextContent(/^[\d,]+ AI agents running live$/);
    const logoStrip = within(canvas.getByRole('list', { name: homeContent.trustedByLabel }));
    await expect(logoStrip.getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual([...site.trustedBy]);
    const agentConsole = within(canvas.getByRole('region', { name: homeContent.consoleTitle }));
    for (const agent of consoleAgents) await expect(agentConsole.getByText(agent.name)).toBeVisible();
    await expect(consoleAgents.map((a) => a.name)).toEqual(['Sales Copilot', 'Efficiency Auditor', 'Ops Assistant']);
    const results = await resultsPanel(canvasElement);
    for (const label of ['Cost Savings', 'Efficiency Gain', 'Tasks Automated', 'Uptime']) await expect(results.getByText(label)).toBeVisible();
    const hero = within(canvas.getByRole('region', { name: homeContent.headline }));
    await expect(hero.getByRole('link', { name: 'Book a 15-min Discovery Call' })).toHaveAttribute('href', '/book-call?type=discovery');
    await expect(hero.getByRole('link', { name: 'Launch Live Demo' })).toHaveAttribute('href', '/playground');
    // The Blueprint dialog's trigger loads after the page (it sits behind an interaction).
    await expect(await canvas.findByRole('button', { name: 'Get Your Free Blueprint' })).toBeVisible();
  },
};

export const StatsFallback: Story = {
  name: 'Stats Fallback · home.stats-fallback',
  tags: ['state:home.stats-fallback'],
  parameters: { scenarios: { 'stats.live': 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2,847 AI agents running live')).toBeVisible();
    const results = await resultsPanel(canvasElement);
    // The counters reach the fallbacks after the 2 s count-up.
    await expect(await results.findByText('$847K', {})).toBeVisible();
    await expect(results.getByText('89%')).toBeVisible();
    await expect(results.getByText('12.5K')).toBeVisible();
    await expect(results.getByText('99.9%')).toBeVisible();
    const tiles = within(canvas.getByRole('list', { name: 'Live platform figures' }));
    for (const value of ['2,847', '$847K', '89%', '12.5K', '99.9%']) await expect(tiles.getByText(value)).toBeVisible();
  },
};

export const StatsLive: Story = {
  name: 'Stats Live · home.stats-live',
  tags: ['state:home.stats-live'],
  parameters: { msw: { handlers: [http.get('*/api/stats/live', () => HttpResponse.json(liveAnswer))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3,120 AI agents running live')).toBeVisible();
    const results = await resultsPanel(canvasElement);
    await expect(await results.findByText('$912K', {})).toBeVisible();
    await expect(results.getByText('93%')).toBeVisible();
    await expect(results.getByText('14.2K')).toBeVisible();
    // Uptime stays fixed whatever the API says.
    await expect(results.getByText('99.9%')).toBeVisible();
    await expect(results.queryByText('$847K')).toBeNull();
  },
};
