// The ROI result as savings adding up over the first year (issue 13 point 4). Drawn from the first
// render (zeros until the first answer), so it takes its place without shifting the page.
import { StackedColumns } from '../../components/charts/StackedColumns.tsx';
import { solutionsContent as c } from '../../content/solutions.ts';
import type { ResponseOf } from '../../contract/index.ts';
import { formatDollars } from '../../domain/format.ts';
import { savingsOverTime } from '../../domain/roi.ts';

export const savingsChartTitle = 'Savings over the first year';

export function SavingsChart({ result }: { result: ResponseOf<'roi.calculate'> }) {
  const points = savingsOverTime(result);
  return (
    <StackedColumns
      title={savingsChartTitle}
      categories={points.map((p) => `Month ${p.month}`)}
      series={[
        { label: c.laborSavings, values: points.map((p) => p.laborSavings) },
        { label: c.errorSavings, values: points.map((p) => p.errorSavings) },
        { label: c.efficiencySavings, values: points.map((p) => p.efficiencySavings) },
      ]}
      format={formatDollars}
      totalLabel={c.totalROI}
    />
  );
}
