import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { pricingContent } from '../../src/content/pricing';
import { comparisonRows } from '../../src/features/pricing/comparison';
import { body, findDialog, findToast } from '../support/queries';
import { submitAgainAfterRefusal } from '../support/pointer';
import { ATTRIBUTION_STORAGE_KEY, captureAttribution } from '../../src/api/attribution';
import { lastStoredLead } from '../../mocks/lastLead';
import { MockPanel } from '../../mocks/panel/MockPanel';

const meta = {
  title: 'Pages/Pricing',
  component: AppRoutes,
  parameters: { route: '/pricing' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const midMarketTitle = 'Reserve Your Mid-Market Slot';
const enterpriseTitle = 'Start Your Enterprise Audit';

async function openDialog(canvasElement: HTMLElement, trigger: 'Reserve Slot' | 'Start Audit') {
  const button = await within(canvasElement).findByRole('button', { name: trigger });
  await userEvent.click(button);
  const dialog = await findDialog(trigger === 'Reserve Slot' ? midMarketTitle : enterpriseTitle);
  return within(dialog);
}

type Dialog = Awaited<ReturnType<typeof openDialog>>;

async function fillAndSubmit(dialog: Dialog) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Jamie Rivera');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Work email' }), 'jamie.rivera@northwind-logistics.example');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Company' }), 'Northwind Logistics');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Phone' }), '+1 415 555 0142');
  await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
}

export const Default: Story = {
  name: 'Default · pricing.default',
  tags: ['state:pricing.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose Your Flight Plan' })).toBeVisible();
    const plans = within(canvas.getByRole('list', { name: 'Plans' }));
    const [selfServe, midMarket, enterprise] = plans.getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Plans');
    await expect(within(selfServe!).getByRole('heading', { name: 'Self-Serve' })).toBeVisible();
    await expect(selfServe).toHaveTextContent('$2K setup+ $1K/month');
    await expect(selfServe).toHaveTextContent('14-day free trial');
    await expect(selfServe).toHaveTextContent('no card needed');
    await expect(within(selfServe!).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/trial');
    await expect(midMarket).toHaveTextContent('$15K setup+ $10K/month');
    for (const f of ['2-week Express Audit', '6-week Sprint with 2 agents', 'up to 50 agents', '30-day money-back guarantee']) await expect(midMarket).toHaveTextContent(f);
    await expect(within(midMarket!).getByRole('button', { name: 'Reserve Slot' })).toBeVisible();
    await expect(enterprise).toHaveTextContent('$25K setup+ $25K/month');
    for (const f of ['4-week audit', '8-week Sprint with 3 agents', 'dedicated CSM', '24x7 SLA']) await expect(enterprise).toHaveTextContent(f);
    await expect(within(enterprise!).getByRole('button', { name: 'Start Audit' })).toBeVisible();
    const comparison = canvas.getByRole('region', { name: 'Compare the plans' });
    await expect(comparison).toHaveAttribute('tabindex', '0');
    const table = within(within(comparison).getByRole('table', { name: 'Compare the plans' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Self-Serve', 'Mid-Market', 'Enterprise']);
    await expect(table.getByRole('rowheader', { name: 'Sprint' }).parentElement).toHaveTextContent('Sprint—Not listed6-week Sprint with 2 agents8-week Sprint with 3 agents');
    await expect(table.getByRole('rowheader', { name: '10× Value Guarantee' }).parentElement).toHaveTextContent('10× Value GuaranteeIncludedIncludedIncluded');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What You Get' })).toBeVisible();
    for (const item of pricingContent.whatYouGet) await expect(canvas.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
    const question = canvas.getByRole('button', { name: 'Can I cancel anytime?' });
    await userEvent.click(question);
    await expect(await canvas.findByText('Yes. Cancel any plan with 30 days notice.')).toBeVisible();
  },
};

// Issue 61, point 11: on a 390 px phone the comparison is one list per plan, every row of the table
// with its feature above its value, and the page never scrolls sideways.
export const PhoneComparison: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Compare the plans' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Compare the plans' })).toBeNull();
    const sprint = ['Sprint—Not listed', 'Sprint6-week Sprint with 2 agents', 'Sprint8-week Sprint with 3 agents'];
    for (const [index, plan] of ['Self-Serve', 'Mid-Market', 'Enterprise'].entries()) {
      const list = within(canvas.getByRole('list', { name: plan }));
      const rows = list.getAllByRole('listitem');
      await expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual(comparisonRows.map((row) => row.feature));
      await expect(rows.find((row) => row.textContent?.startsWith('Sprint'))).toHaveTextContent(sprint[index]!);
      await expect(rows.at(-1)).toHaveTextContent('10× Value GuaranteeIncluded');
      for (const row of rows) await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

export const MidMarketDialog: Story = {
  name: 'Mid Market Dialog · pricing.mid-market-dialog',
  tags: ['state:pricing.mid-market-dialog'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Reserve Slot');
    for (const name of ['Full name', 'Work email', 'Company', 'Phone']) await expect(dialog.getByRole('textbox', { name })).toBeRequired();
    await expect(dialog.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

export const EnterpriseDialog: Story = {
  name: 'Enterprise Dialog · pricing.enterprise-dialog',
  tags: ['state:pricing.enterprise-dialog'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Start Audit');
    await expect(dialog.getByRole('heading', { name: enterpriseTitle })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    // Nothing is sent while a required field is empty.
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeInvalid();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByText('Work email is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

// Issue 14: after the browser's required-field refusal, typing the company and pressing Submit Request once sends it.
export const SubmitAfterRefusal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Reserve Slot');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Jamie Rivera');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Work email' }), 'jamie.rivera@northwind-logistics.example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone' }), '+1 415 555 0142');
    const company = dialog.getByRole('textbox', { name: 'Company' });
    await submitAgainAfterRefusal(dialog.getByRole('button', { name: 'Submit Request' }), company, 'Northwind Logistics');
    await findToast('Request Submitted!');
  },
};

// Issue 14: a visitor who landed on /?utm_source=linkedin&utm_campaign=q3-audit and then sends a
// pricing dialog leaves a lead carrying both values; the mock panel shows them.
export const LeadCarriesAttribution: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <MockPanel onResetData={() => undefined} defaultOpen />
      </>
    ),
  ],
  beforeEach: () => {
    sessionStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
    captureAttribution(new URL('/?utm_source=linkedin&utm_campaign=q3-audit', location.origin), '');
    return () => sessionStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await openDialog(canvasElement, 'Reserve Slot'));
    await findToast('Request Submitted!');
    await expect(lastStoredLead()).toMatchObject({
      call: 'leads.capture',
      attribution: { utm_source: 'linkedin', utm_campaign: 'q3-audit', landingPath: '/' },
    });
    const panel = within(body().getByRole('complementary', { name: 'Mock API controls' }));
    await expect(panel.getByText('utm_source').nextElementSibling).toHaveTextContent('linkedin');
    await expect(panel.getByText('utm_campaign').nextElementSibling).toHaveTextContent('q3-audit');
  },
};

export const Submitting: Story = {
  name: 'Submitting · pricing.submitting',
  tags: ['state:pricing.submitting'],
  parameters: { scenarios: { 'leads.capture': 'slow' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Reserve Slot');
    await fillAndSubmit(dialog);
    const button = await dialog.findByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
  },
};

export const Success: Story = {
  name: 'Success · pricing.success',
  tags: ['state:pricing.success'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Start Audit');
    await fillAndSubmit(dialog);
    await findToast('Request Submitted!', "We'll contact you within 24 hours to schedule your session.");
    await waitFor(() => expect(body().queryByRole('dialog', { name: enterpriseTitle })).toBeNull());
    // Reopened, the form is empty.
    const again = await openDialog(canvasElement, 'Start Audit');
    await expect(again.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  },
};

export const SubmissionError: Story = {
  name: 'Submission Error · pricing.error',
  tags: ['state:pricing.error'],
  parameters: { scenarios: { 'leads.capture': 'error' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Reserve Slot');
    await fillAndSubmit(dialog);
    await findToast('Submission Error', 'Please try again or contact us directly.');
    await expect(body().getByRole('dialog', { name: midMarketTitle })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jamie Rivera');
    await expect(dialog.getByRole('textbox', { name: 'Work email' })).toHaveValue('jamie.rivera@northwind-logistics.example');
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Submit Request' })).toHaveFocus());
  },
};
