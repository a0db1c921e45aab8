// The Blueprint band under the tier cards (home, /solutions): the place a visitor deciding which plan
// to buy looks.
import { Island } from '../../boot/Island.tsx';
import { lazyDialogBody, LazyDialogTrigger } from '../../components/overlay/LazyDialog.tsx';
import { blueprintContent } from '../../content/blueprint.ts';
import { solutionsContent } from '../../content/solutions.ts';
import { band } from './blueprintBand.css.ts';

// The wizard (radio groups, progress bar, timeline) and the dialog load when the visitor reaches for the button.
const BlueprintWizard = lazyDialogBody(() => import('./BlueprintWizard.tsx'));

/** The band's button and its dialog: the band's one control (an island on the landing page, ADR 0084). */
export function BlueprintTrigger() {
  return (
    <LazyDialogTrigger
      label={blueprintContent.trigger}
      button={{ size: 'lg' }}
      title={blueprintContent.title}
      description={blueprintContent.description}
      size="md"
      preload={BlueprintWizard.preload}
    >
      {({ close }) => <BlueprintWizard close={close} />}
    </LazyDialogTrigger>
  );
}

export function BlueprintBand({ lead }: { lead: string }) {
  return (
    <div className={band}>
      <div>
        <h3>{solutionsContent.blueprintTitle}</h3>
        <p>{lead}</p>
      </div>
      <Island name="blueprint">
        <BlueprintTrigger />
      </Island>
    </div>
  );
}
