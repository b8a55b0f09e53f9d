import { emailError, passwordError, resetPasswordErrors } from '../password-form';

describe('password form rules', () => {
  it('requires 8 to 320 characters', () => {
    expect(passwordError('')).toBe('required');
    expect(passwordError('1234567')).toBe('tooShort');
    expect(passwordError('12345678')).toBeNull();
    expect(passwordError('x'.repeat(320))).toBeNull();
    expect(passwordError('x'.repeat(321))).toBe('tooLong');
  });

  it('shows does-not-match on the repeat field when both are valid but differ', () => {
    expect(resetPasswordErrors('secret-one', 'secret-two')).toEqual({ newPassword: null, repeat: 'doesNotMatch' });
    expect(resetPasswordErrors('secret-one', 'secret-one')).toEqual({ newPassword: null, repeat: null });
    expect(resetPasswordErrors('short', '')).toEqual({ newPassword: 'tooShort', repeat: 'required' });
  });

  it('validates the forgot-password email: required, an address, at most 320 characters', () => {
    expect(emailError('  ')).toBe('required');
    expect(emailError('not-an-email')).toBe('invalidEmail');
    expect(emailError(`${'a'.repeat(310)}@example.com`)).toBe('tooLong');
    expect(emailError(' shopper@example.com ')).toBeNull();
  });
});
