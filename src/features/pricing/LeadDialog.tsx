// The pricing lead dialogs (product-rules.md S2-5, 8): Reserve Slot (Mid-Market) and Start Audit
// (Enterprise). The form (LeadForm.tsx) and the dialog load when the visitor reaches for the button.
import type { ButtonProps } from '../../components/actions/Button.tsx';
import { lazyDialogBody, LazyDialogTrigger } from '../../components/overlay/LazyDialog.tsx';
import { leadDialogs, type PlanType } from '../../content/pricing.ts';

const LeadForm = lazyDialogBody(() => import('./LeadForm.tsx'));

export function LeadDialog({ planType, variant }: { planType: PlanType; variant?: ButtonProps['variant'] }) {
  const copy = leadDialogs[planType];
  return (
    <LazyDialogTrigger
      label={copy.trigger}
      button={{ variant, fullWidth: true }}
      title={copy.title}
      description={copy.description}
      size="md"
      focusField
      preload={LeadForm.preload}
    >
      {({ close }) => <LeadForm planType={planType} close={close} />}
    </LazyDialogTrigger>
  );
}
