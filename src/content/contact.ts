// Copy of the contact page (product-rules.md S2, S4, S9). The form intro promises 24 hours while the
// toast and the sent banner say 4 hours: the spec records that inconsistency and we keep it as written.
import { site } from '../config/site.ts';

export const contactCopy = {
  title: 'Get in Touch',
  lead: `Ready to see what AI agents can do for your business? Talk to the ${site.name} team.`,
  formTitle: 'Send us a message',
  formIntro: "Fill out the form and we'll get back to you within 24 hours.",
  submit: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message sent!',
  sentText: "Thank you for reaching out. We'll get back to you within 4 hours.",
} as const;

export const contactDetails = [
  { label: 'Email', value: site.salesEmail, href: `mailto:${site.salesEmail}` },
  { label: 'Phone', value: '+1 (555) 014-2800', href: 'tel:+15550142800' },
  { label: 'Office', value: '500 Market Street, Suite 400, San Francisco, CA 94105' },
  { label: 'Hours', value: 'Monday to Friday, 8:00 AM to 6:00 PM PST' },
] as const;

export const contactPromises = [
  'A reply from a solutions expert, not a bot',
  'A free assessment of your automation opportunities',
  'A custom ROI estimate for your processes',
  'No obligation and no pressure',
] as const;

/** How long the sent confirmation replaces the button (product-rules.md S9). */
export const CONTACT_SENT_BANNER_MS = 5000;
