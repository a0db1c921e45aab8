// /privacy (product-rules.md S2, S9): the policy dated July 29, 2025.
import { privacyPolicy } from '../content/legal.ts';
import { LegalDocumentView } from '../features/legal/LegalDocumentView.tsx';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} related={{ label: 'Terms of Service', href: '/terms' }} />;
}
