// /terms (product-rules.md S2, S9): the terms dated July 29, 2025.
import { termsOfService } from '../content/legal.ts';
import { LegalDocumentView } from '../features/legal/LegalDocumentView.tsx';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function TermsPage() {
  return <LegalDocumentView document={termsOfService} related={{ label: 'Privacy Policy', href: '/privacy' }} />;
}
