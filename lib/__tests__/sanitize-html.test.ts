import { sanitizeRichText } from '../sanitize-html';

describe('sanitizeRichText', () => {
  it('drops scripts, handlers and javascript: links, and guards links that open a new tab', () => {
    const html = sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">a</a> <a href="https://example.com" target="_blank">b</a></p>');
    expect(html).toBe('<p>Hi <a>a</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a></p>');
  });

  it('rewrites each link\'s address when asked, escaping what it adds', () => {
    const html = sanitizeRichText('<p><a href="/l/cookiepolicy">policy</a> <a href="mailto:a@b.test">mail</a> <a>none</a></p>',
      (href) => (href.startsWith('/') ? `${href}?preview=1&shop=beyond-demo` : href));
    expect(html).toBe('<p><a href="/l/cookiepolicy?preview=1&amp;shop=beyond-demo">policy</a> <a href="mailto:a@b.test">mail</a> <a>none</a></p>');
  });

  it('keeps mailto: and tel: links, the contact details of a shop, and drops other schemes', () => {
    const html = sanitizeRichText('<p><a href="mailto:hello@vitrine.test">mail</a> <a href="tel:+49301234567">call</a> <a href="sms:+49301234567">text</a></p>');
    expect(html).toBe('<p><a href="mailto:hello@vitrine.test">mail</a> <a href="tel:+49301234567">call</a> <a>text</a></p>');
  });
});
