import { decodeMail } from '@/e2e/support/mime';
import { buildMimeMessage, dotStuff, encodeHeaderValue, isSafeAddress } from '../message';
import { parseSmtpUrl } from '../smtp-client';
import { mailLanguage, passwordResetMail } from '../templates';
import { smtpTimeoutMs } from '../config';

describe('dotStuff', () => {
  it('doubles a leading dot on every line, normalises line ends to CRLF and ends with CRLF', () => {
    expect(dotStuff('a\n.b\r\n..c\rd')).toBe('a\r\n..b\r\n...c\r\nd\r\n');
    expect(dotStuff('.\n')).toBe('..\r\n');
    expect(dotStuff('done\r\n')).toBe('done\r\n');
  });
});

describe('encodeHeaderValue', () => {
  it('keeps printable ASCII and removes line breaks (no header injection)', () => {
    expect(encodeHeaderValue('Hello')).toBe('Hello');
    expect(encodeHeaderValue('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
  });

  it('encodes non-ASCII as folded UTF-8 encoded words of at most 75 characters', () => {
    const encoded = encodeHeaderValue('Passwort für den Laden zurücksetzen – mit einem sehr langen Betreff, der gefaltet wird');
    const words = encoded.split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) {
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(word.length).toBeLessThanOrEqual(75);
    }
    const decoded = words.map((w) => Buffer.from(w.slice(10, -2), 'base64').toString('utf8')).join('');
    expect(decoded).toBe('Passwort für den Laden zurücksetzen – mit einem sehr langen Betreff, der gefaltet wird');
  });
});

describe('buildMimeMessage', () => {
  const base = { from: { name: 'Shop "Best"', address: 'shop@example.com' }, to: 'reader@example.com', subject: 'Hi', text: 'Hello', domain: 'example.com', date: new Date('2026-01-02T03:04:05Z') };

  it('writes headers and a base64 text body', () => {
    const message = buildMimeMessage(base);
    expect(message).toContain('From: "Shop \\"Best\\"" <shop@example.com>\r\n');
    expect(message).toContain('Date: Fri, 02 Jan 2026 03:04:05 GMT\r\n');
    expect(message).toContain('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\nSGVsbG8=\r\n');
  });

  it('builds multipart/alternative when there is HTML', () => {
    const message = buildMimeMessage({ ...base, html: '<p>Hello</p>' });
    const boundary = /boundary="([^"]+)"/.exec(message)![1]!;
    expect(message.split(`--${boundary}\r\n`)).toHaveLength(3);
    expect(message.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });

  it('reads back as a mail program shows it: decoded subject and the text part (the e2e mail sink relies on this)', () => {
    const text = 'Grüße,\nopen https://shop.test/reset-password?tkn=a_b-c%3D\n.done';
    const subject = 'Passwort für den Laden zurücksetzen – ein Betreff, der gefaltet werden muss';
    expect(decodeMail(buildMimeMessage({ ...base, subject, text, html: '<p>HTML</p>' }))).toMatchObject({ subject, text: text.replace(/\n/g, '\r\n') });
    expect(decodeMail(buildMimeMessage({ ...base, subject, text })).text).toBe(text.replace(/\n/g, '\r\n'));
  });

  it('refuses addresses that could break the SMTP conversation', () => {
    expect(() => buildMimeMessage({ ...base, to: 'a@b.c>\r\nRCPT TO:<x@y.z' })).toThrow('Unsafe email address');
    expect(isSafeAddress('reader@example.com')).toBe(true);
    expect(isSafeAddress('two words@example.com')).toBe(false);
  });
});

describe('SMTP settings', () => {
  it('parses smtp and smtps URLs with encoded credentials and default ports', () => {
    expect(parseSmtpUrl('smtp://user%40x:p%3Ass@mail.example.com:2525')).toEqual({ host: 'mail.example.com', port: 2525, secure: false, user: 'user@x', password: 'p:ss' });
    expect(parseSmtpUrl('smtp://mail.example.com')).toMatchObject({ port: 587, secure: false, user: undefined });
    expect(parseSmtpUrl('smtps://[::1]')).toMatchObject({ host: '::1', port: 465, secure: true });
    expect(() => parseSmtpUrl('http://mail.example.com')).toThrow(/smtp:\/\//);
    expect(() => parseSmtpUrl('not a url')).toThrow(/not a URL/);
  });

  it('bounds the timeout', () => {
    expect(smtpTimeoutMs({})).toBe(8000);
    expect(smtpTimeoutMs({ SMTP_TIMEOUT_MS: '5' })).toBe(100);
    expect(smtpTimeoutMs({ SMTP_TIMEOUT_MS: '999999' })).toBe(60000);
    expect(smtpTimeoutMs({ SMTP_TIMEOUT_MS: 'soon' })).toBe(8000);
  });
});

describe('mail templates', () => {
  it('pick English, German or French by locale and fall back to English', () => {
    expect(mailLanguage('de')).toBe('de');
    expect(mailLanguage('fr-CH')).toBe('fr');
    expect(mailLanguage('es')).toBe('en');
    expect(passwordResetMail('fr', 'Boutique', 'https://x.test/r').subject).toBe('Réinitialiser votre mot de passe pour Boutique');
    expect(passwordResetMail('es', 'Shop', 'https://x.test/r').text).toContain('https://x.test/r');
  });
});
