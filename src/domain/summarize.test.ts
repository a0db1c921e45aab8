import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.ts';

const article = [
  '# AI agent orchestration',
  'AI agents are changing how enterprises work.',
  'Orchestration coordinates many AI agents so they share context and hand off tasks.',
  'The weather was pleasant that day.',
  'Without orchestration, agents duplicate work and miss hand-offs.',
  'Good orchestration lets agents scale across teams while people keep oversight.',
  'Lunch was served at noon.',
  'Measure orchestration by the tasks agents complete end to end.',
].join('\n');

describe('summarize', () => {
  it('picks the informative sentences, in order, shorter than the content', () => {
    const summary = summarize('AI Agent Orchestration in 2025', article);
    expect(summary.length).toBeLessThan(article.length);
    expect(summary).not.toContain('weather');
    expect(summary).not.toContain('Lunch');
    for (const sentence of summary.match(/(?<![^.])[^.]+\./g) ?? []) expect(article).toContain(sentence.trim());
    expect(summary).toBe(summarize('AI Agent Orchestration in 2025', article));
  });

  it('is shorter than the content even for a single sentence or word', () => {
    expect(summarize('', 'Agents work around the clock.')).toBe('Agents work around the');
    expect(summarize('t', 'Hi').length).toBeLessThan(2);
  });
});
