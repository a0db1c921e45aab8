import { describe, expect, it } from 'vitest';
import { team } from './about.ts';
import { articles } from './articles.ts';
import { caseStudies } from './case-studies.ts';
import { events } from './events.ts';

// Everyone the site names with a face: the team on /about, article bylines, event speakers and the
// clients quoted in case studies. The avatar is drawn from the name (ADR 0020), so a name shared by
// two people gives them one face.
const namedPeople = [
  ...team.map((member) => ({ name: member.name, role: member.role, where: '/about' })),
  ...articles.map((article) => ({ ...article.author, where: `/article/${article.id}` })),
  ...events.flatMap((event) => event.speakers.map((speaker) => ({ ...speaker, where: `/event/${event.id}` }))),
  ...caseStudies.map((study) => ({ name: study.quote.author, role: study.quote.role, where: `/case-studies (${study.id})` })),
];

/** A name without its title: 'Dr. Maya Chen' and 'Maya Chen' name one person. */
const bareName = (name: string) => name.replace(/^Dr\.\s+/, '');

describe('people named on the site', () => {
  it('are each one person: one written name and one role on every page that names them', () => {
    const mentionsByName = new Map<string, string[]>();
    for (const { name, role, where } of namedPeople) mentionsByName.set(bareName(name), [...(mentionsByName.get(bareName(name)) ?? []), `${name}, ${role} (${where})`]);
    const twoWays = [...mentionsByName].filter(([, mentions]) => new Set(mentions.map((mention) => mention.replace(/ \(.*\)$/, ''))).size > 1);
    expect(Object.fromEntries(twoWays)).toEqual({});
  });
});
