// The /privacy and /terms pages (product-rules.md S2, S9): dated July 29, 2025, with the legal
// figures of section 9. Invented, realistic policy text; not legal advice.
import { site } from '../config/site.ts';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const LEGAL_DATE = 'July 29, 2025';

export const legalFigures = {
  supportRetention: '3 years',
  terminationNotice: "30 days' notice",
  dataAccessAfterTermination: '30 days',
  priceChangeNotice: '30 days',
  uptimeTarget: '99.9%',
  liabilityCap: 'the fees you paid in the previous 12 months',
} as const;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_DATE,
  intro: `This policy explains what information ${site.name} collects, how we use it and the choices you have.`,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'Information you give us: your name, email address, company, phone number and the messages you send through our forms, call bookings, event registrations, newsletter sign-up and the AI Concierge.',
        'Information collected automatically: basic usage and performance data (pages visited, device and browser type) that helps us keep the site fast and reliable.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Information',
      paragraphs: [
        'We use your information to answer your requests, schedule calls, run events, send the newsletter you asked for, provide and improve our services, and keep them secure.',
        'We never sell your personal information, and we never use your data to train shared AI models.',
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      paragraphs: [
        `Support communications are retained for ${legalFigures.supportRetention}. Other personal information is kept only as long as needed for the purposes above or as required by law.`,
        `When a customer account ends, customer data remains available for export for ${legalFigures.dataAccessAfterTermination} and is then deleted.`,
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: ['Data is encrypted in transit and at rest, access follows least privilege, and agent actions are logged for audit.'],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: [
        'You can ask to access, correct, export or delete your personal information, and unsubscribe from the newsletter at any time through the link in every issue.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      paragraphs: ['We will post any change on this page and update the date above. Material changes are announced by email.'],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [`Questions about this policy: ${site.salesEmail}.`],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_DATE,
  intro: `These terms govern your use of the ${site.name} website and services. By using them you agree to these terms.`,
  sections: [
    {
      id: 'services',
      title: 'Our Services',
      paragraphs: [`${site.name} provides AI agents, an agent platform and AI transformation services under the plan you choose.`],
    },
    {
      id: 'accounts',
      title: 'Your Responsibilities',
      paragraphs: ['You are responsible for the data you connect to your agents, for keeping credentials secure and for using the services lawfully.'],
    },
    {
      id: 'fees',
      title: 'Fees and Payment',
      paragraphs: [
        'Fees are set out in your plan. Setup fees are invoiced at the start, and monthly fees in advance.',
        `Price changes are announced ${legalFigures.priceChangeNotice} ahead and apply from your next billing period.`,
      ],
    },
    {
      id: 'availability',
      title: 'Service Availability',
      paragraphs: [`We target ${legalFigures.uptimeTarget} uptime for the agent platform, excluding scheduled maintenance announced in advance.`],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        `Either party may end the agreement with ${legalFigures.terminationNotice}. After termination you keep access to your data for ${legalFigures.dataAccessAfterTermination} so you can export it.`,
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      paragraphs: [`Our total liability under these terms is capped at ${legalFigures.liabilityCap}.`],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      paragraphs: ['We will post any change on this page and update the date above.'],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [`Questions about these terms: ${site.salesEmail}.`],
    },
  ],
};
