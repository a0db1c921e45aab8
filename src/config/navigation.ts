// Header and footer links of product-rules.md S2, as data: the shell renders them, tests read them.
import { site } from './site.ts';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export const headerLinks: NavLink[] = [
  { label: 'Solutions', href: '/solutions' },
  { label: 'Playground', href: '/playground' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Resources', href: '/resources' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const signInLink: NavLink = { label: 'Sign In', href: '/signin' };
export const trialLink: NavLink = { label: 'Start Free Trial', href: '/trial' };

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Solutions', href: '/solutions' },
      { label: 'Playground', href: '/playground' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Integrations', href: '/contact' },
      { label: 'API Docs', href: '/docs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Press', href: '/contact' },
      { label: 'Partners', href: '/contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Documentation', href: '/docs' },
      { label: 'Contact', href: '/contact' },
      { label: 'Status', href: site.statusPageUrl, external: true },
      { label: 'Security', href: '/contact' },
    ],
  },
];

export const footerBottomLinks: NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Careers', href: '/careers' },
];
