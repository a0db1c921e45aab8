// Typed schema.org data for the JSON-LD of the pages (the subset of the vocabulary we publish).
import { site } from '../config/site.ts';

type Thing<T extends string> = { '@context'?: 'https://schema.org'; '@type': T };

export type Organization = Thing<'Organization'> & { name: string; url: string; logo: string; email: string; slogan: string };
export type WebSite = Thing<'WebSite'> & { name: string; url: string };
export type Person = Thing<'Person'> & { name: string; jobTitle?: string };
export type Article = Thing<'Article'> & {
  headline: string;
  description: string;
  datePublished: string;
  author: Person;
  image: string;
  url: string;
  publisher: Organization;
};
export type Event = Thing<'Event'> & {
  name: string;
  description: string;
  startDate: string;
  url: string;
  image: string;
  eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode';
  eventStatus: 'https://schema.org/EventScheduled';
  location: Thing<'VirtualLocation'> & { url: string };
  organizer: Organization;
  performer: Person[];
};
export type Question = Thing<'Question'> & { name: string; acceptedAnswer: Thing<'Answer'> & { text: string } };
export type FAQPage = Thing<'FAQPage'> & { mainEntity: Question[] };
export type BreadcrumbList = Thing<'BreadcrumbList'> & {
  itemListElement: (Thing<'ListItem'> & { position: number; name: string; item: string })[];
};

export type StructuredData = Organization | WebSite | Article | Event | FAQPage | BreadcrumbList;

export function organization(siteUrl: string): Organization {
  return {
    '@type': 'Organization',
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: site.salesEmail,
    slogan: site.tagline,
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

export function breadcrumbs(trail: readonly { name: string; url: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const zones: Record<string, string> = { PST: '-08:00', PDT: '-07:00', EST: '-05:00', EDT: '-04:00', UTC: 'Z', GMT: 'Z' };

/** 'January 21, 2027' + '11:00 AM PST' -> '2027-01-21T11:00:00-08:00' (the catalogue's formats). */
export function isoDateTime(date: string, time: string): string {
  const d = /^(\w+) (\d{1,2}), (\d{4})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2}) (AM|PM) (\w+)$/.exec(time.trim());
  const month = d ? months.indexOf(d[1]!) + 1 : 0;
  if (!d || !t || month === 0 || !(t[4]! in zones)) throw new Error(`Unreadable event date: ${date} ${time}`);
  const hour = (Number(t[1]) % 12) + (t[3] === 'PM' ? 12 : 0);
  const pad = (n: number | string) => String(n).padStart(2, '0');
  return `${d[3]}-${pad(month)}-${pad(d[2]!)}T${pad(hour)}:${t[2]}:00${zones[t[4]!]}`;
}
