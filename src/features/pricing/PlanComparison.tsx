// The feature comparison under the pricing cards. From 768 px a table; between 768 px and the
// table's own width it scrolls sideways inside a labelled region that takes keyboard focus. On a
// phone each plan is a labelled list of the same rows (GOV.UK's responsive tables: the reader never
// scrolls sideways and every value keeps its feature beside it). CSS shows one of the two, so
// assistive technology meets one (ADR 0072).
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

/** Below 768 px: one list per plan, the features in the table's order (the concierge's index reads the table). */
function PlanLists() {
  return (
    <div className={s.planLists} data-site-index="skip">
      <h2 className={s.caption}>{comparisonCaption}</h2>
      {pricingTiers.map((tier) => (
        <div key={tier.id} className={`${s.planList} ${tierCopy[tier.id as TierId].recommended ? s.recommendedColumn : ''}`}>
          <h3 id={`plan-comparison-${tier.id}`} className={s.planListName}>
            {tier.name}
          </h3>
          <ul aria-labelledby={`plan-comparison-${tier.id}`} className={s.planRows}>
            {comparisonRows.map((row) => (
              <li key={row.feature} className={s.planRow}>
                <span className={s.planFeature}>{row.feature}</span>
                <span>
                  <Cell value={row.cells[tier.id]} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function PlanComparison() {
  return (
    <>
      <PlanLists />
      <ComparisonTable />
    </>
  );
}

function ComparisonTable() {
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
