// /terms (site-spec.md sections 2, 9): the terms dated July 29, 2025.
import { usePageTitle } from '../app/usePageTitle.ts';
import { termsOfService } from '../content/legal.ts';
import { LegalDocumentView } from '../features/legal/LegalDocumentView.tsx';

export default function TermsPage({ title }: { title: string }) {
  usePageTitle(title);
  return <LegalDocumentView document={termsOfService} related={{ label: 'Privacy Policy', href: '/privacy' }} />;
}
