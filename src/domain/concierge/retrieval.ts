// Which passages of the site answer a question (issue 50): BM25 over words, a passage's heading and
// page title counting as part of it. Small and deterministic, so fixed questions have fixed pages.
// Pure: the reference server and the mock (in the browser) search the same index with it (issue 63).

/** A piece of a page the concierge answers from (server/concierge/site-index.ts builds them, ADR 0077). */
export interface Passage {
  path: string;
  /** The page's h1. */
  title: string;
  /** The heading the passage sits under (the title for the page's opening text). */
  heading: string;
  /** The id the page renders for the passage's section, so that `path#anchor` scrolls to it. */
  anchor?: string;
  text: string;
}

export interface SiteIndex {
  passages: Passage[];
}

const K1 = 1.2;
const B = 0.75;
/** Below this score a passage shares no more than a common word with the question. */
const MIN_SCORE = 2.5;
const HOME_WEIGHT = 0.7;

const STOP_WORDS = new Set(
  ('a an and are as at be by can could did do does for from has have how i if in into is it its me my of on or our so that the their them there these this ' +
    'to was we were what when where which who why will with would you your yours about any some than then also just like want need know tell give get ' +
    'orbital agents agent ai')
    .split(' '),
);

/** Words that mean the same thing on this site. */
const SYNONYMS: Record<string, string[]> = {
  price: ['pricing', 'plan', 'setup', 'monthly'],
  cost: ['pricing', 'plan', 'setup', 'monthly'],
  plan: ['pricing', 'setup', 'monthly'],
  pricing: ['plan', 'setup', 'monthly'],
  bank: ['banking', 'financial', 'finance', 'capital'],
  job: ['careers', 'role', 'position'],
  hiring: ['careers', 'role', 'position'],
  refund: ['money-back', 'guarantee'],
  pilot: ['trial', 'sprint', 'audit'],
  event: ['webinar', 'masterclass', 'workshop'],
};

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

function withoutTrailingPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && (word[end - 1] === '.' || word[end - 1] === '-')) end--;
  return word.slice(0, end);
}

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9$%][a-z0-9$%.-]*/g) ?? [])
    .map(withoutTrailingPunctuation)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

export interface Retriever {
  /** The best passages for a question, best first, at most `limit`, at most two per page. */
  search(question: string, limit?: number): Passage[];
  /** Every page path of the index. */
  readonly paths: ReadonlySet<string>;
}

export function retriever(index: SiteIndex): Retriever {
  const docs = index.passages.map((passage) => {
    // A page's address names its subject too (/pricing, whose title is "Choose Your Flight Plan").
    const terms = words(`${passage.path.replaceAll('/', ' ')} ${passage.title} ${passage.heading} ${passage.heading} ${passage.text}`);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { passage, counts, length: terms.length };
  });
  const averageLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  return {
    paths: new Set(index.passages.map((p) => p.path)),
    search(question, limit = 5) {
      const asked = words(question);
      const terms = new Map<string, number>();
      for (const term of asked) {
        terms.set(term, 1);
        for (const synonym of SYNONYMS[term] ?? []) if (!terms.has(synonym)) terms.set(stem(synonym), 0.5);
      }
      const scored = docs
        .map((doc) => {
          let score = 0;
          for (const [term, weight] of terms) {
            const tf = doc.counts.get(term);
            if (tf) score += weight * idf(term) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength)));
          }
          // The home page restates the other pages in brief: the page with the details is the better source.
          return { passage: doc.passage, score: doc.passage.path === '/' ? score * HOME_WEIGHT : score };
        })
        .filter((s) => s.score >= MIN_SCORE)
        .sort((a, b) => b.score - a.score || a.passage.path.localeCompare(b.passage.path));
      const perPage = new Map<string, number>();
      const out: Passage[] = [];
      for (const { passage } of scored) {
        const n = perPage.get(passage.path) ?? 0;
        if (n >= 2) continue;
        perPage.set(passage.path, n + 1);
        out.push(passage);
        if (out.length >= limit) break;
      }
      return out;
    },
  };
}
