// The Blueprint band under the tier cards (home, /solutions): the place a visitor deciding which plan
// to buy looks.
import { lazy, Suspense } from 'react';
import { solutionsContent } from '../../content/solutions.ts';
import { band } from './blueprintBand.css.ts';

// The Blueprint opens in a dialog: its code (dialog, radio groups, overlays) hydrates after the page.
const BlueprintDialog = lazy(() => import('./BlueprintDialog.tsx').then((m) => ({ default: m.BlueprintDialog })));

export function BlueprintBand({ lead }: { lead: string }) {
  return (
    <div className={band}>
      <div>
        <h3>{solutionsContent.blueprintTitle}</h3>
        <p>{lead}</p>
      </div>
      <Suspense fallback={null}>
        <BlueprintDialog />
      </Suspense>
    </div>
  );
}
