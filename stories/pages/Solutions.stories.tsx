import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { findToast, tableRows } from '../support/queries';

const meta = {
  title: 'Pages/Solutions',
  component: AppRoutes,
  parameters: { route: '/solutions' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

async function calculator(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'AI Solutions That Pay for Themselves' });
  const [fte, volume, errors] = canvas.getAllByRole('slider');
  const total = canvas.getByTestId('roi-total');
  return { canvas, fte: fte!, volume: volume!, errors: errors!, total, results: within(total.closest('dl')!) };
}

export const Initial: Story = {
  name: 'Initial · roi.initial',
  tags: ['state:roi.initial'],
  play: async ({ canvasElement }) => {
    const { canvas, fte, volume, errors, total, results } = await calculator(canvasElement);
    await expect(fte).toHaveValue('85000');
    await expect(volume).toHaveValue('2500');
    await expect(errors).toHaveValue('12');
    await expect(fte).toHaveAttribute('min', '50000');
    await expect(fte).toHaveAttribute('max', '200000');
    await expect(fte).toHaveAttribute('step', '1000');
    await expect(volume).toHaveAttribute('min', '100');
    await expect(volume).toHaveAttribute('max', '10000');
    await expect(volume).toHaveAttribute('step', '100');
    await expect(errors).toHaveAttribute('min', '1');
    await expect(errors).toHaveAttribute('max', '25');
    await expect(canvas.getByText('$85,000')).toBeVisible();
    await expect(canvas.getByText('2,500 tasks')).toBeVisible();
    await expect(canvas.getByText('12%')).toBeVisible();
    // The first calculation runs on load with the defaults (product-rules.md D3).
    await waitFor(() => expect(total).toHaveTextContent('$331,373'));
    await expect(results.getByText('$223,125')).toBeVisible();
    await expect(results.getByText('$65,025')).toBeVisible();
    await expect(results.getByText('$43,223')).toBeVisible();
  },
};

export const Pending: Story = {
  name: 'Pending · roi.pending',
  tags: ['state:roi.pending'],
  parameters: { scenarios: { 'roi.calculate': 'slow' } },
  play: async ({ canvasElement }) => {
    const { canvas, total } = await calculator(canvasElement);
    await expect(await canvas.findByText('Calculating...')).toBeVisible();
    // Results start at 0 until an answer arrives.
    await expect(total).toHaveTextContent('$0');
  },
};

export const Result: Story = {
  name: 'Result · roi.result',
  tags: ['state:roi.result'],
  play: async ({ canvasElement }) => {
    const { canvas, fte, total, results } = await calculator(canvasElement);
    await waitFor(() => expect(total).toHaveTextContent('$331,373'));
    fte.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(fte).toHaveValue('86000');
    await expect(canvas.getByText('$86,000')).toBeVisible();
    await waitFor(() => expect(total).toHaveTextContent('$335,271'));
    await expect(results.getByText('$225,750')).toBeVisible();
    await expect(results.getByText('$65,790')).toBeVisible();
    await expect(results.getByText('$43,731')).toBeVisible();
    // The same result as savings adding up over the year, with its figures as a table for screen readers.
    const rows = tableRows(canvas.getByRole('figure', { name: 'Savings over the first year' }));
    await expect(rows).toEqual([
      ['', 'Labor savings', 'Error reduction savings', 'Efficiency savings', 'Total projected savings'],
      ['Month 3', '$56,438', '$16,448', '$10,933', '$83,819'],
      ['Month 6', '$112,875', '$32,895', '$21,866', '$167,636'],
      ['Month 9', '$169,313', '$49,343', '$32,798', '$251,454'],
      ['Month 12', '$225,750', '$65,790', '$43,731', '$335,271'],
    ]);
  },
};

export const CalculationError: Story = {
  name: 'Calculation Error · roi.error',
  tags: ['state:roi.error'],
  parameters: { scenarios: { 'roi.calculate': 'error' } },
  play: async ({ canvasElement }) => {
    const { total } = await calculator(canvasElement);
    await findToast('Calculation Error', 'Failed to calculate ROI. Please try again.');
    await expect(total).toHaveTextContent('$0');
  },
};

export const PdfExport: Story = {
  name: 'Pdf Export · roi.pdf-export',
  tags: ['state:roi.pdf-export'],
  play: async ({ canvasElement }) => {
    const { canvas } = await calculator(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export PDF Report' }));
    await findToast('PDF Export', 'ROI report will be emailed to you shortly.');
  },
};
