// The frame every chart shares: a figure whose caption names it, the drawing (hidden from assistive
// technology), a legend, and the same figures as a table that screen readers read instead.
import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden.tsx';
import * as s from './charts.css.ts';

export interface ChartTable {
  /** Header of the first column (the category), then one per value column. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export function ChartFigure({
  title,
  legend,
  table,
  children,
}: {
  title: string;
  legend?: readonly string[];
  table: ChartTable;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure className={s.figure} aria-labelledby={id}>
      <figcaption id={id} className={s.caption}>
        {title}
      </figcaption>
      {children}
      {legend && (
        <ul className={s.legend} aria-hidden="true">
          {legend.map((label, i) => (
            <li key={label} className={s.legendItem}>
              <span className={s.swatch} style={{ background: s.seriesFills[i % s.seriesFills.length] }} />
              {label}
            </li>
          ))}
        </ul>
      )}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, i) => (
                  <td key={table.columns[i + 1]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
