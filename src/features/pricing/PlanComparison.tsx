// The feature comparison table under the pricing cards. On narrow screens the table scrolls sideways
// inside a labelled region that takes keyboard focus, so it can be scrolled without a pointer.
import { CheckIcon } from '../../components/icons.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { tierCopy, type TierId } from '../../content/pricing.ts';
import { pricingTiers } from '../../domain/pricing.ts';
import { comparisonCaption, comparisonRows, type ComparisonCell } from './comparison.ts';
import * as s from './pricing.css.ts';

function Cell({ value }: { value: ComparisonCell }) {
  if (value === true)
    return (
      <span className={s.included}>
        <CheckIcon />
        <VisuallyHidden>Included</VisuallyHidden>
      </span>
    );
  if (value === undefined)
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>Not listed</VisuallyHidden>
      </>
    );
  return <>{[value].flat().join(', ')}</>;
}

export function PlanComparison() {
  return (
    <div className={s.tableScroller} role="region" aria-labelledby="plan-comparison" tabIndex={0}>
      <table className={s.table}>
        <caption id="plan-comparison" className={s.caption}>
          {comparisonCaption}
        </caption>
        <thead>
          <tr>
            <td />
            {pricingTiers.map((tier) => (
              <th key={tier.id} scope="col" className={tierCopy[tier.id as TierId].recommended ? s.recommendedColumn : undefined}>
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {pricingTiers.map((tier) => (
                <td key={tier.id} className={tierCopy[tier.id as TierId].recommended ? s.recommendedColumn : undefined}>
                  <Cell value={row.cells[tier.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
