import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { blueprintQuestions } from '../../src/contract/options';
import { body, findDialog, findToast } from '../support/queries';

const meta = {
  title: 'Pages/Blueprint',
  component: AppRoutes,
  parameters: { route: '/solutions' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openBlueprint(canvasElement: HTMLElement) {
  const trigger = await within(canvasElement).findByRole('button', { name: 'Get Your Free Blueprint' });
  await userEvent.click(trigger);
  const dialog = await findDialog('AI Transformation Blueprint');
  return within(dialog);
}

type Dialog = Awaited<ReturnType<typeof openBlueprint>>;

/** Answers the three questions (option labels) and stops on the last step. */
async function answerAll(dialog: Dialog, labels: [string, string, string]) {
  for (const [i, label] of labels.entries()) {
    await userEvent.click(dialog.getByRole('radio', { name: label }));
    if (i < 2) await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  }
}

const enterpriseAnswers: [string, string, string] = ['Increase Revenue', 'Enterprise (500+ employees)', 'Sales Process'];

async function generate(dialog: Dialog) {
  await answerAll(dialog, enterpriseAnswers);
  await userEvent.click(dialog.getByRole('button', { name: 'Generate Blueprint' }));
}

export const StepOne: Story = {
  name: 'Step One · blueprint.step-1',
  tags: ['state:blueprint.step-1'],
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    const group = dialog.getByRole('radiogroup', { name: blueprintQuestions[0].question });
    await expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'reduce-costs',
      'increase-revenue',
      'improve-efficiency',
      'scale-operations',
    ]);
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const StepThree: Story = {
  name: 'Step Three · blueprint.step-3',
  tags: ['state:blueprint.step-3'],
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Reduce Costs' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    const sizes = dialog.getByRole('radiogroup', { name: blueprintQuestions[1].question });
    await expect(within(sizes).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['startup', 'mid-market', 'enterprise']);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Mid-Market (51-500 employees)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    const areas = dialog.getByRole('radiogroup', { name: blueprintQuestions[2].question });
    await expect(within(areas).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'customer-service',
      'sales-process',
      'operations',
      'data-analysis',
    ]);
    await expect(dialog.getByRole('button', { name: 'Generate Blueprint' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Operations' }));
    await expect(dialog.getByRole('progressbar', { name: 'Question 3 of 3' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Generate Blueprint' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: 'Next' })).toBeNull();
    // Previous and Next keep the answers; the picture is of the third question, answered.
    await userEvent.click(dialog.getByRole('button', { name: 'Previous' }));
    await expect(dialog.getByRole('radio', { name: 'Mid-Market (51-500 employees)' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByRole('progressbar', { name: 'Question 3 of 3' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Operations' })).toBeChecked();
  },
};

export const Pending: Story = {
  name: 'Pending · blueprint.pending',
  tags: ['state:blueprint.pending'],
  parameters: { scenarios: { 'blueprint.generate': 'slow' } },
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await generate(dialog);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Generating your blueprint...');
    await expect(dialog.getByRole('button', { name: 'Generate Blueprint' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const Result: Story = {
  name: 'Result · blueprint.result',
  tags: ['state:blueprint.result'],
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await generate(dialog);
    await expect(await dialog.findByRole('heading', { name: 'Your Transformation Blueprint' })).toBeVisible();
    await expect(dialog.getByText('$3.1M')).toBeVisible();
    await expect(dialog.getByText('9 months')).toBeVisible();
    const phases = within(dialog.getByRole('list')).getAllByRole('listitem');
    await expect(phases.map((p) => p.textContent)).toEqual([
      'Discovery & Process Audit4 weeks · Investment: $25K',
      'Sales Process Agent Pilot8 weeks · Investment: $150K',
      'Roll Out to Increase Revenue12 weeks · Investment: $250K',
    ]);
    await expect(dialog.queryByText('Optimize & Expand')).toBeNull();
    await expect(dialog.queryByRole('progressbar')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Book Free Audit Call' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start Over' })).toBeVisible();
  },
};

// Start Over goes back to an unanswered first question (the Result story's picture stays the result).
export const StartOver: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await generate(dialog);
    await userEvent.click(await dialog.findByRole('button', { name: 'Start Over' }));
    await expect(dialog.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Increase Revenue' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Fallback: Story = {
  name: 'Fallback · blueprint.fallback',
  tags: ['state:blueprint.fallback'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/blueprint/generate', () =>
          HttpResponse.json({
            roadmap: {
              phases: [
                { name: 'Discovery', duration: '2 weeks' },
                { name: 'Pilot', duration: '6 weeks' },
                { name: 'Scale', duration: '8 weeks' },
                { name: 'Expand', duration: '8 weeks' },
              ],
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await generate(dialog);
    await expect(await dialog.findByText('$500K', {})).toBeVisible();
    await expect(dialog.getByText('6 months')).toBeVisible();
    const phases = within(dialog.getByRole('list')).getAllByRole('listitem');
    await expect(phases).toHaveLength(3);
    for (const phase of phases) await expect(phase).toHaveTextContent('Investment: $50K');
  },
};

export const GenerationError: Story = {
  name: 'Generation Error · blueprint.error',
  tags: ['state:blueprint.error'],
  parameters: { scenarios: { 'blueprint.generate': 'error' } },
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await generate(dialog);
    await findToast('Generation Error', 'Failed to generate blueprint. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Generate Blueprint' })).toBeEnabled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Generate Blueprint' })).toHaveFocus());
    await expect(dialog.getByRole('radio', { name: 'Sales Process' })).toBeChecked();
  },
};

export const AuditBooked: Story = {
  name: 'Audit Booked · blueprint.audit-booked',
  tags: ['state:blueprint.audit-booked'],
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await generate(dialog);
    await userEvent.click(await dialog.findByRole('button', { name: 'Book Free Audit Call' }));
    await findToast('Audit Scheduled', "We'll contact you within 24 hours to schedule your audit call.");
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'AI Transformation Blueprint' })).toBeNull());
    // Reopened, it starts over.
    const again = await openBlueprint(canvasElement);
    await expect(again.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(again.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ClosingResets: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Scale Operations' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeVisible();
    // Focus moves to the new question's options (Next is disabled until it is answered).
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Startup (1-50 employees)' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'AI Transformation Blueprint' })).toBeNull());
    const again = await openBlueprint(canvasElement);
    await expect(again.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(again.getByRole('radio', { name: 'Scale Operations' })).not.toBeChecked();
  },
};

export const FromHome: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const dialog = await openBlueprint(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
  },
};
