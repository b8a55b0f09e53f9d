import { scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from '../password';

// OWASP-strength scrypt takes a good part of a second per hash, several seconds on a busy machine.
jest.setTimeout(30_000);

describe('password hashing', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('correct horse battery staple');
  });

  it('stores a self-describing scrypt hash with OWASP parameters', () => {
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const again = await hashPassword('correct horse battery staple');
    expect(again).not.toBe(stored);
    await expect(verifyPassword('correct horse battery staple', again)).resolves.toBe(true);
  });

  it('treats composed and decomposed accents alike', async () => {
    const hash = await hashPassword('caf\u00e9');
    await expect(verifyPassword('cafe\u0301', hash)).resolves.toBe(true);
  });

  it('honours the parameters written in the stored value', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('older', salt, 32, { N: 1024, r: 8, p: 1 });
    const older = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await expect(verifyPassword('older', older)).resolves.toBe(true);
    await expect(verifyPassword('newer', older)).resolves.toBe(false);
  });

  it.each([
    '',
    'not a hash',
    'bcrypt$131072$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$131072$8$1$c2FsdHNhbHRzYWx0',
    'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$1024$0$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$1024$8$x$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$1024$8$1$!!!$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$1024$8$1$c2FsdHNhbHRzYWx0$',
    'scrypt$1024$8$1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
  ])('returns false for the malformed stored value %p', async (bad) => {
    await expect(verifyPassword('anything', bad)).resolves.toBe(false);
  });

  it('returns false for values that are not strings', async () => {
    await expect(verifyPassword('anything', null as unknown as string)).resolves.toBe(false);
    await expect(verifyPassword(undefined as unknown as string, stored)).resolves.toBe(false);
  });
});
