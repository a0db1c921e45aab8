// /privacy (site-spec.md sections 2, 9): the policy dated July 29, 2025.
import { usePageTitle } from '../app/usePageTitle.ts';
import { privacyPolicy } from '../content/legal.ts';
import { LegalDocumentView } from '../features/legal/LegalDocumentView.tsx';

export default function PrivacyPage({ title }: { title: string }) {
  usePageTitle(title);
  return <LegalDocumentView document={privacyPolicy} related={{ label: 'Terms of Service', href: '/terms' }} />;
}
