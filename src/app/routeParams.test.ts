import { describe, expect, it } from 'vitest';
import { parseSessionType, sessionTypeInSearch, slugParam } from './routeParams';

describe('route parameters', () => {
  it('preselects a session type only for the three keys', () => {
    expect(parseSessionType('demo')?.label).toBe('Full Demo');
    expect(parseSessionType('discovery')?.duration).toBe('15 min');
    expect(parseSessionType('audit')?.label).toBe('Enterprise Audit');
    expect(parseSessionType('DEMO')).toBeUndefined();
    expect(parseSessionType('')).toBeUndefined();
    expect(parseSessionType(null)).toBeUndefined();
  });

  it('reads the session type of a /book-call address from its ?type= parameter', () => {
    expect(sessionTypeInSearch(new URLSearchParams('?type=audit&utm_source=mail'))?.label).toBe('Enterprise Audit');
    expect(sessionTypeInSearch(new URLSearchParams('?kind=demo'))).toBeUndefined();
  });

  it('reads the slug of /article/{id} and /event/{id}', () => {
    expect(slugParam({ id: 'roi-measurement-ai-automation' })).toBe('roi-measurement-ai-automation');
    expect(slugParam({})).toBe('');
  });
});
