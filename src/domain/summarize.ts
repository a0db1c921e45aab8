// Extractive summary: the sentences whose words recur most across the content (and in the title),
// kept in their original order. Always shorter than the content and made only of its text.

const STOP_WORDS = new Set(
  'a an and are as at be been but by can for from has have how in into is it its of on or our that the their them they this to was we were what when which will with you your'.split(
    ' ',
  ),
);

const MAX_SENTENCES = 3;

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}

/**
 * Sentences of the prose: headings and code are skipped, each paragraph and list item is its own
 * unit (so an unpunctuated item never swallows the next sentence), emphasis marks are dropped.
 */
function sentences(content: string): string[] {
  const units = content
    .replace(/```[\s\S]*?```/g, '\n\n')
    .split(/\n[^\S\n]*\n|\n(?=[^\S\n]*(?:[-*+]|\d+\.)\s)/)
    .map((unit) =>
      unit
        .split('\n')
        .filter((line) => !/^\s*#{1,6}\s/.test(line))
        .join(' ')
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
        .replace(/[*_`]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  return units.flatMap((unit) => (unit.match(/(?<![^.!?])[^.!?]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim()).filter(Boolean));
}

function score(sentence: string, frequency: Map<string, number>, titleWords: Set<string>, index: number): number {
  const terms = words(sentence);
  if (terms.length === 0) return 0;
  const weight = terms.reduce((sum, w) => sum + (frequency.get(w) ?? 0) + (titleWords.has(w) ? 2 : 0), 0);
  // Normalise by length so long sentences do not win by size alone; favour the opening slightly.
  return weight / Math.sqrt(terms.length) + 1 / (index + 2);
}

function shorten(text: string, limit: number): string {
  if (text.length < limit) return text;
  const cut = text.slice(0, Math.max(0, limit - 1));
  const atWord = cut.replace(/(?<!\s)\s+\S*$/, '');
  return (atWord.length > 0 ? atWord : cut).trimEnd();
}

export function summarize(title: string, content: string): string {
  const source = content.trim();
  const all = sentences(source);
  const frequency = new Map<string, number>();
  for (const w of words(source)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const titleWords = new Set(words(title));

  const keep = Math.min(MAX_SENTENCES, Math.max(1, Math.floor(all.length / 3)));
  const chosen = all
    .map((sentence, index) => ({ sentence, index, score: score(sentence, frequency, titleWords, index) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, keep)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(' ');
  return shorten(chosen, source.length);
}
