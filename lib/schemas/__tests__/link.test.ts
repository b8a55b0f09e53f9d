import { imageSourceSchema, isSafeImageSource, isSafeLink, linkSchema, safeHref } from '../link';

describe('links an owner saves', () => {
  it.each([
    'https://instagram.com/vitrine', 'http://example.com/a?b=c#d', 'mailto:shop@example.com', 'tel:+49301234567',
    '/c/clothing', '/p/mug?shop=demo', '#top', '?page=2', 'c/clothing', '//cdn.example.com/x', 'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (href) => {
    expect(isSafeLink(href)).toBe(true);
    expect(linkSchema().safeParse(href).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
    '\u0000javascript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
    'file:///etc/passwd', 'ftp://example.com/', 'blob:https://example.com/x', 'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'),
    'http://[::1', 'https://exa mple.com',
  ])('refuses %j', (href) => {
    expect(isSafeLink(href)).toBe(false);
    expect(linkSchema().safeParse(href).success).toBe(false);
  });

  it('renders nothing for a link that would not be saved today', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref('/i/about')).toBe('/i/about');
  });
});

describe('image addresses an owner saves', () => {
  it('takes http(s) and paths, and the empty address of an image not chosen yet', () => {
    for (const src of ['https://images.example.com/a.jpg', '/media/abc/photo.png', '']) expect(imageSourceSchema().safeParse(src).success).toBe(true);
  });

  it('refuses other schemes', () => {
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'mailto:a@b.c']) {
      expect(isSafeImageSource(src)).toBe(false);
      expect(imageSourceSchema().safeParse(src).success).toBe(false);
    }
  });
});
