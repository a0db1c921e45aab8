// The Live ROI Calculator (product-rules.md S2, S4, S5, S8; product-rules.md D2 and D3): three
// sliders; the calculation runs on load with the defaults and again, debounced, after changes.
// Results start at 0; only the answer to the latest request is shown.
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/api.ts';
import { Button } from '../../components/actions/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Slider } from '../../components/form/Slider.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { ROI_DEBOUNCE_MS, solutionsContent as c } from '../../content/solutions.ts';
import { toasts } from '../../content/toasts.ts';
import type { RequestOf, ResponseOf } from '../../contract/index.ts';
import { roiDefaults, roiInputs } from '../../contract/options.ts';
import { formatCount, formatDollars } from '../../domain/format.ts';
import { SavingsChart } from './SavingsChart.tsx';
import * as s from './roi.css.ts';

type Inputs = RequestOf<'roi.calculate'>;
type Key = keyof Inputs;


const formats: Record<Key, (n: number) => string> = {
  fteCost: formatDollars,
  taskVolume: (n) => `${formatCount(n)} tasks`,
  errorRate: (n) => `${n}%`,
};

// Screen readers hear the same values the outputs show.
const sliderFormat: Record<Key, Intl.NumberFormatOptions> = {
  fteCost: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  taskVolume: { maximumFractionDigits: 0 },
  errorRate: { style: 'unit', unit: 'percent', maximumFractionDigits: 0 },
};

const zero: ResponseOf<'roi.calculate'> = { laborSavings: 0, errorSavings: 0, efficiencySavings: 0, totalROI: 0 };

export function RoiCalculator() {
  const [inputs, setInputs] = useState<Inputs>(roiDefaults);
  const [result, setResult] = useState(zero);
  const calculate = api.roi.calculate.useMutation();
  const latest = useRef(0);
  const { mutate } = calculate;

  useEffect(() => {
    const id = ++latest.current;
    const run = () =>
      mutate(inputs, {
        onSuccess: (data) => {
          if (id === latest.current) setResult(data);
        },
        onError: () => {
          if (id === latest.current) toast(toasts.roiError);
        },
      });
    // The first calculation (defaults) runs at once; changes wait until the sliders rest.
    if (id === 1) {
      run();
      return;
    }
    const timer = setTimeout(run, ROI_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [inputs, mutate]);

  const rows: { key: keyof typeof zero; label: string }[] = [
    { key: 'laborSavings', label: c.laborSavings },
    { key: 'errorSavings', label: c.errorSavings },
    { key: 'efficiencySavings', label: c.efficiencySavings },
  ];

  return (
    <div className={s.layout}>
      <Card variant="outlined" padding="lg" title={c.roiTitle} description={c.roiLead} headingLevel={2}>
        <div className={s.sliders}>
          {(Object.keys(roiInputs) as Key[]).map((key) => (
            <Slider
              key={key}
              label={roiInputs[key].label}
              minValue={roiInputs[key].min}
              maxValue={roiInputs[key].max}
              step={roiInputs[key].step}
              value={inputs[key]}
              onChange={(value) => setInputs((prev) => ({ ...prev, [key]: value }))}
              formatValue={formats[key]}
              formatOptions={sliderFormat[key]}
            />
          ))}
        </div>
      </Card>
      {/* Results the browser computes from the sliders (0 before it does): no fact for the concierge (ADR 0077). */}
      <Card
        variant="inverse"
        padding="lg"
        data-site-index="skip"
        title={c.resultsTitle}
        headingLevel={2}
        footer={
          <Button variant="secondary" onPress={() => toast(toasts.pdfExport)}>
            {c.exportPdf}
          </Button>
        }
      >
        <p role="status" className={s.status}>
          {calculate.isPending ? c.calculating : ''}
        </p>
        <dl className={s.results} aria-busy={calculate.isPending}>
          {rows.map((row) => (
            <div key={row.key} className={s.row}>
              <dt className={s.label}>{row.label}</dt>
              <dd className={s.value}>{formatDollars(result[row.key])}</dd>
            </div>
          ))}
          <div className={s.total}>
            <dt>{c.totalROI}</dt>
            <dd className={s.totalValue} data-testid="roi-total">
              {formatDollars(result.totalROI)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card variant="outlined" padding="lg" className={s.chart} data-site-index="skip">
        <SavingsChart result={result} />
      </Card>
    </div>
  );
}
