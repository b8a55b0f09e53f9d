import fc from 'fast-check';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/validation/email';
import { validateContactForm } from '../contact-form';

const valid = { name: 'Sam Shopper', email: 'sam@example.com', message: 'Do you ship to Norway?' };

describe('validateContactForm', () => {
  it('accepts a complete message', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires every field, blank ones included', () => {
    expect(validateContactForm({ name: '', email: '  ', message: '\n' })).toEqual({ name: 'required', email: 'required', message: 'required' });
  });

  it('limits name and email to 320 and the message to 2000 characters', () => {
    expect(validateContactForm({ ...valid, name: 'n'.repeat(320), message: 'm'.repeat(2000) })).toEqual({});
    expect(validateContactForm({ ...valid, name: 'n'.repeat(321), message: 'm'.repeat(2001) })).toEqual({ name: 'tooLong', message: 'tooLong' });
    expect(validateContactForm({ ...valid, email: `${'e'.repeat(310)}@example.com` })).toEqual({ email: 'tooLong' });
  });

  it.each(['sam', 'sam@', '@example.com', 'sam example@example.com', 'sam@example'])('refuses the email %j', (email) => {
    expect(validateContactForm({ ...valid, email })).toEqual({ email: 'invalidEmail' });
  });

  it('accepts an email with surrounding spaces, as the API trims it', () => {
    expect(validateContactForm({ ...valid, email: ' sam@example.com ' })).toEqual({});
  });
});

describe('EMAIL_PATTERN', () => {
  const apiRule = z.email();
  it.each(['a@b.co', 'first.last+tag@mail.example.org', "o'neil@example.ie", 'a@b', '.a@b.co', 'a..b@c.co', 'a.@b.co', 'a@-b.co', 'a b@c.co', 'a@b.c'])(
    'agrees with the API on %j', (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(apiRule.safeParse(email).success);
    });

  it('agrees with the API on generated addresses', () => {
    fc.assert(fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(apiRule.safeParse(email).success);
    }));
  });
});
