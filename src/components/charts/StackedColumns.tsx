// Columns stacked from series values, hand-drawn in SVG (ADR 0018): one column per category, the
// total above it, a baseline and a half-way gridline. The figures are in ChartFigure's table too.
import { ChartFigure } from './ChartFigure.tsx';
import * as s from './charts.css.ts';

export interface StackedColumnsProps {
  title: string;
  categories: readonly string[];
  series: readonly { label: string; values: readonly number[] }[];
  format: (value: number) => string;
  totalLabel: string;
}

const W = 360;
const H = 220;
const top = 24;
const bottom = 28;
const plot = H - top - bottom;

export function StackedColumns({ title, categories, series, format, totalLabel }: StackedColumnsProps) {
  const totals = categories.map((_, c) => series.reduce((sum, sr) => sum + (sr.values[c] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = W / categories.length;
  const barWidth = Math.min(64, slot * 0.55);
  const y = (value: number) => top + plot - (value / max) * plot;
  return (
    <ChartFigure
      title={title}
      legend={series.map((sr) => sr.label)}
      table={{
        columns: ['', ...series.map((sr) => sr.label), totalLabel],
        rows: categories.map((cat, c) => [cat, ...series.map((sr) => format(sr.values[c] ?? 0)), format(totals[c]!)]),
      }}
    >
      <svg className={s.svg} viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false">
        <line className={s.gridLine} x1={0} x2={W} y1={y(max / 2)} y2={y(max / 2)} strokeDasharray="4 4" />
        <line className={s.gridLine} x1={0} x2={W} y1={y(0)} y2={y(0)} />
        {categories.map((cat, c) => {
          const x = slot * c + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={cat}>
              {series.map((sr, i) => {
                const value = sr.values[c] ?? 0;
                const rect = (
                  <rect
                    key={sr.label}
                    x={x}
                    width={barWidth}
                    y={y(base + value)}
                    height={Math.max(0, y(base) - y(base + value))}
                    fill={s.seriesFills[i % s.seriesFills.length]}
                    stroke={s.segmentStroke}
                    strokeWidth={1}
                  />
                );
                base += value;
                return rect;
              })}
              <text className={s.valueText} x={x + barWidth / 2} y={y(totals[c]!) - 6} textAnchor="middle">
                {format(totals[c]!)}
              </text>
              <text className={s.axisText} x={x + barWidth / 2} y={H - 8} textAnchor="middle">
                {cat}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
