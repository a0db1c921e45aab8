import { describe, expect, it } from 'vitest';
import { validEmail } from './checks.ts';
import { missingFields } from './missingFields.ts';

describe('missingFields, the one required-fields check', () => {
  const required = { name: 'Full name', email: 'Email', terms: 'Accepting the terms' };

  it('names every blank, spaces-only or unticked required field with its label', () => {
    expect(missingFields({ name: '   ', email: '', terms: false, phone: '' }, required)).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      terms: 'Accepting the terms is required',
    });
  });

  it('is empty when every required field is filled, whatever the optional ones hold', () => {
    expect(missingFields({ name: 'Ada', email: 'ada@example.com', terms: true, phone: '' }, required)).toEqual({});
  });
});

describe('validEmail', () => {
  const toast = { title: 'Invalid Email' };
  const check = validEmail<{ email: string }>('email', toast);

  it('refuses an address without a dot suffix, with the field message and the toast', () => {
    expect(check({ email: 'jamie@northwind' })).toEqual({ field: 'email', message: 'Enter a valid email address', toast });
  });

  it('accepts a plain address', () => {
    expect(check({ email: 'jamie@northwind.example' })).toBeUndefined();
  });

  it('refuses a 100,000-character run of "a@" (the pattern is linear-time, see formats.ts)', () => {
    expect(check({ email: `${'a@'.repeat(50_000)}` })?.message).toBe('Enter a valid email address');
  });
});
