// Everyone the site names with a face: the team on /about, article bylines, event speakers and the
// clients quoted in case studies. Their avatars are drawn from the name (tools/build/write-art.ts, ADR
// 0060), so a name shared by two people would give them one face (people.test.ts).
import { team } from './about.ts';
import { articles } from './articles.ts';
import { caseStudies } from './case-studies.ts';
import { events } from './events.ts';

export interface NamedPerson {
  name: string;
  role: string;
  /** Where the site names them, for messages. */
  where: string;
}

export const namedPeople = (): NamedPerson[] => [
  ...team.map((member) => ({ name: member.name, role: member.role, where: '/about' })),
  ...articles.map((article) => ({ ...article.author, where: `/article/${article.id}` })),
  ...events.flatMap((event) => event.speakers.map((speaker) => ({ ...speaker, where: `/event/${event.id}` }))),
  ...caseStudies.map((study) => ({ name: study.quote.author, role: study.quote.role, where: `/case-studies (${study.id})` })),
];
