import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { analysisSteps } from '../../src/content/playground';
import { body, findToast, firstSeen } from '../support/queries';

const meta = {
  title: 'Pages/Playground',
  component: AppRoutes,
  parameters: { route: '/playground' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

async function widget(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Agent Playground' });
  return { canvas, run: canvas.getByRole('button', { name: 'Run Analysis' }) };
}

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

async function chooseBoth(canvasElement: HTMLElement) {
  await choose(canvasElement, 'Choose a data source', 'Support Tickets');
  await choose(canvasElement, 'Choose an analysis type', 'Cost Optimization');
}

/** The status of each chain-of-thought step, in order. */
function stepStatuses(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Chain of Thought' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));
}

/** The visually hidden progress line of the Chain of Thought panel. */
const progressOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Chain of Thought' })).getByRole('status');

/** The steps' statuses and the progress line, once the Chain of Thought panel shows. */
function runningStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  if (!canvas.queryByRole('list', { name: 'Chain of Thought' })) return undefined;
  return { statuses: stepStatuses(canvasElement), progress: progressOf(canvas).textContent };
}

/** Resolves with the run's state the moment step `index` becomes the active one. */
const whenStepActive = (canvasElement: HTMLElement, index: number) =>
  firstSeen(() => {
    const state = runningStep(canvasElement);
    return state?.statuses[index] === 'active' ? state : undefined;
  });

export const Idle: Story = {
  name: 'Idle · playground.idle',
  tags: ['state:playground.idle'],
  play: async ({ canvasElement }) => {
    const { canvas, run } = await widget(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Efficiency Auditor/ })).toBeVisible();
    await expect(run).toHaveAttribute('aria-disabled', 'true');
    // One choice is not enough.
    await choose(canvasElement, 'Choose a data source', 'Sales Pipeline');
    await expect(run).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MissingInformation: Story = {
  name: 'Missing Information · playground.missing-info',
  tags: ['state:playground.missing-info'],
  play: async ({ canvasElement }) => {
    const { run } = await widget(canvasElement);
    await userEvent.click(run);
    await findToast('Missing Information', 'Please select both data source and analysis type.');
    await expect(within(canvasElement).queryByRole('list', { name: 'Chain of Thought' })).toBeNull();
  },
};

export const Running: Story = {
  name: 'Running · playground.running',
  tags: ['state:playground.running'],
  parameters: { scenarios: { 'playground.analyze': 'slow' } },
  play: async ({ canvasElement }) => {
    const { canvas, run } = await widget(canvasElement);
    await chooseBoth(canvasElement);
    await expect(run).not.toHaveAttribute('aria-disabled');
    // Each state is read as it appears: on a loaded machine the checks after it can take longer than
    // the 1.5 s a step lasts.
    const firstStep = whenStepActive(canvasElement, 0);
    const secondStep = whenStepActive(canvasElement, 1);
    await userEvent.click(run);
    await expect(await firstStep).toEqual({
      statuses: ['active', 'pending', 'pending', 'pending'],
      progress: `Step 1 of 4: ${analysisSteps[0]}`,
    });
    const list = canvas.getByRole('list', { name: 'Chain of Thought' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([...analysisSteps]);
    await expect(run).toHaveAttribute('aria-disabled', 'true');
    // After 1.5 s the first step is complete and the second active, and screen readers hear it.
    await expect(await secondStep).toEqual({
      statuses: ['complete', 'active', 'pending', 'pending'],
      progress: `Step 2 of 4: ${analysisSteps[1]}`,
    });
    await expect(canvas.queryByRole('heading', { name: 'Results' })).toBeNull();
  },
};

export const Result: Story = {
  name: 'Result · playground.result',
  tags: ['state:playground.result'],
  play: async ({ canvasElement }) => {
    const { canvas, run } = await widget(canvasElement);
    await chooseBoth(canvasElement);
    await userEvent.click(run);
    const results = within(await canvas.findByRole('region', { name: 'Results' }));
    await expect(stepStatuses(canvasElement)).toEqual(['complete', 'complete', 'complete', 'complete']);
    await expect(progressOf(canvas)).toHaveTextContent('Results ready');
    await expect(results.getByText('Efficiency Gain')).toBeVisible();
    await expect(results.getByText('56%')).toBeVisible();
    await expect(results.getByText('$107K')).toBeVisible();
    await expect(results.getByText('15')).toBeVisible();
    await expect(run).not.toHaveAttribute('aria-disabled');
  },
};

export const Fallback: Story = {
  name: 'Fallback · playground.fallback',
  tags: ['state:playground.fallback'],
  parameters: { msw: { handlers: [http.post('*/api/playground/analyze', () => HttpResponse.json({ results: {} }))] } },
  play: async ({ canvasElement }) => {
    const { canvas, run } = await widget(canvasElement);
    await chooseBoth(canvasElement);
    await userEvent.click(run);
    const results = within(await canvas.findByRole('region', { name: 'Results' }));
    await expect(results.getByText('47%')).toBeVisible();
    await expect(results.getByText('$89K')).toBeVisible();
    await expect(results.getByText('12')).toBeVisible();
  },
};

export const AnalysisError: Story = {
  name: 'Analysis Error · playground.error',
  tags: ['state:playground.error'],
  parameters: { scenarios: { 'playground.analyze': 'error' } },
  play: async ({ canvasElement }) => {
    const { canvas, run } = await widget(canvasElement);
    await chooseBoth(canvasElement);
    await userEvent.click(run);
    await findToast('Analysis Error', 'Failed to complete agent analysis. Please try again.');
    await expect(canvas.queryByRole('region', { name: 'Results' })).toBeNull();
    await waitFor(() => expect(run).not.toHaveAttribute('aria-disabled'));
  },
};
