import { describe, expect, it } from 'vitest';
import { withoutCredentials } from './outbox.ts';

describe('withoutCredentials (issue 47: a webhook URL\'s user and password never reach a log or the failed list)', () => {
  it('takes the user and password out of every URL in an error text, and leaves the rest as it was', () => {
    expect(withoutCredentials('Request cannot be constructed from a URL that includes credentials: http://hook-user:s3cret@hooks.example/in?x=1'))
      .toBe('Request cannot be constructed from a URL that includes credentials: http://hooks.example/in?x=1');
    expect(withoutCredentials('connect ECONNREFUSED 127.0.0.1:9 (https://only-user@h.example/)')).toBe('connect ECONNREFUSED 127.0.0.1:9 (https://h.example/)');
    expect(withoutCredentials('HTTP 503')).toBe('HTTP 503');
  });
});
