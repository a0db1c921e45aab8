import { describe, expect, it } from 'vitest';
import { namedPeople } from './people.ts';

/** A name without its title: 'Dr. Maya Chen' and 'Maya Chen' name one person. */
const bareName = (name: string) => name.replace(/^Dr\.\s+/, '');

describe('people named on the site', () => {
  it('are each one person: one written name and one role on every page that names them', () => {
    const mentionsByName = new Map<string, string[]>();
    for (const { name, role, where } of namedPeople()) mentionsByName.set(bareName(name), [...(mentionsByName.get(bareName(name)) ?? []), `${name}, ${role} (${where})`]);
    const twoWays = [...mentionsByName].filter(([, mentions]) => new Set(mentions.map((mention) => mention.replace(/ \(.*\)$/, ''))).size > 1);
    expect(Object.fromEntries(twoWays)).toEqual({});
  });
});
