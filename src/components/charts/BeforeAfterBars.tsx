// Before and after as pairs of horizontal bars, hand-drawn in SVG (ADR 0018). Each pair is scaled to
// its own larger value, so measures in days and in percent sit side by side honestly.
import { ChartFigure } from './ChartFigure.tsx';
import * as s from './charts.css.ts';

export interface BeforeAfterMeasure {
  label: string;
  before: number;
  after: number;
  /** '%' or a singular unit such as 'day' (made plural where the value is not 1). */
  unit: string;
}

const W = 360;
const labelHeight = 18;
const bar = 14;
const gap = 4;
const group = labelHeight + 2 * bar + gap + 18;
const valueSpace = 76;

export const beforeAfterLegend = ['Before', 'After'] as const;
const formatValue = (value: number, unit: string) => (unit === '%' ? `${value}%` : `${value} ${unit}${value === 1 ? '' : 's'}`);

export function BeforeAfterBars({ title, measures }: { title: string; measures: readonly BeforeAfterMeasure[] }) {
  const height = measures.length * group;
  const width = (value: number, max: number) => Math.max(2, ((W - valueSpace) * value) / Math.max(1, max));
  return (
    <ChartFigure
      title={title}
      legend={beforeAfterLegend}
      table={{
        columns: ['', ...beforeAfterLegend],
        rows: measures.map((m) => [m.label, formatValue(m.before, m.unit), formatValue(m.after, m.unit)]),
      }}
    >
      <svg className={s.svg} viewBox={`0 0 ${W} ${height}`} width={W} height={height} aria-hidden="true" focusable="false">
        {measures.map((m, i) => {
          const y0 = i * group;
          const max = Math.max(m.before, m.after);
          return (
            <g key={m.label}>
              <text className={s.axisText} x={0} y={y0 + 13}>
                {m.label}
              </text>
              {[m.before, m.after].map((value, j) => {
                const y = y0 + labelHeight + j * (bar + gap);
                return (
                  <g key={beforeAfterLegend[j]}>
                    <rect x={0} y={y} width={width(value, max)} height={bar} rx={2} fill={s.seriesFills[j]} />
                    <text className={s.valueText} x={width(value, max) + 6} y={y + bar - 3}>
                      {formatValue(value, m.unit)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
