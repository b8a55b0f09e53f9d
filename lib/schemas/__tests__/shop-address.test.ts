import { backOfficeOriginOf, backOfficeOriginsSchema, isLoopbackOrigin, originOf, shopAddressSchema } from '../shop-address';

describe('a shop address', () => {
  it('is an origin, written as browsers write one', () => {
    expect(originOf('https://Shop.Example.com/', true)).toEqual({ origin: 'https://shop.example.com' });
    expect(originOf(' https://shop.example.com:443 ', true)).toEqual({ origin: 'https://shop.example.com' });
    expect(originOf('https://shop.example.com:8443', true)).toEqual({ origin: 'https://shop.example.com:8443' });
  });

  it('has no path, query, fragment or user, rather than losing them unseen', () => {
    for (const text of ['https://shop.example.com/de', 'https://shop.example.com?x=1', 'https://shop.example.com/#top', 'https://shop.example.com?', 'https://me@shop.example.com']) {
      expect(originOf(text, false)).toEqual({ error: expect.stringContaining('no path') });
    }
    expect(originOf('shop.example.com', false)).toEqual({ error: expect.stringContaining('such as https://') });
    expect(originOf('ftp://shop.example.com', false)).toEqual({ error: expect.stringContaining('https://') });
  });

  it('is https only in production, http allowed elsewhere', () => {
    expect(originOf('http://shop.example.com', true)).toEqual({ error: 'The address must use https' });
    expect(originOf('http://localhost:3000', false)).toEqual({ origin: 'http://localhost:3000' });
  });

  it('follows the environment in the contract\'s schema', () => {
    const nodeEnv = process.env.NODE_ENV;
    try {
      (process.env as Record<string, string>).NODE_ENV = 'production';
      expect(shopAddressSchema.safeParse('http://shop.example.com').success).toBe(false);
      expect(shopAddressSchema.parse('https://shop.example.com/')).toBe('https://shop.example.com');
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
    }
    expect(shopAddressSchema.parse('http://shop.example.com')).toBe('http://shop.example.com');
  });

  it('is a loopback one on this machine only', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1', 'http://shop.localhost', 'http://[::1]:3000']) expect(isLoopbackOrigin(origin)).toBe(true);
    for (const origin of ['https://shop.example.com', 'http://10.0.0.5:3000', 'https://localhost.example.com']) expect(isLoopbackOrigin(origin)).toBe(false);
  });
});

describe('back-office origins', () => {
  it('are origins the editor\'s frame policy takes: https, or http on localhost outside production', () => {
    expect(backOfficeOriginOf('https://BackOffice.example.com/', true)).toEqual({ origin: 'https://backoffice.example.com' });
    expect(backOfficeOriginOf('http://localhost:8080', false)).toEqual({ origin: 'http://localhost:8080' });
    expect(backOfficeOriginOf('http://localhost:8080', true)).toEqual({ error: 'The address must use https' });
    expect(backOfficeOriginOf('http://backoffice.example.com', false)).toEqual({ error: expect.stringContaining('localhost') });
    expect(backOfficeOriginOf('https://backoffice.example.com/admin', false)).toEqual({ error: expect.stringContaining('no path') });
  });

  it('are a short list, each at most once', () => {
    expect(backOfficeOriginsSchema.parse(['https://a.example', 'https://b.example/'])).toEqual(['https://a.example', 'https://b.example']);
    expect(backOfficeOriginsSchema.safeParse(['https://a.example', 'https://A.example/']).success).toBe(false);
    expect(backOfficeOriginsSchema.safeParse(Array.from({ length: 11 }, (_, i) => `https://b${i}.example`)).success).toBe(false);
    expect(backOfficeOriginsSchema.safeParse(['https://*.example']).success).toBe(false);
    expect(backOfficeOriginsSchema.parse([])).toEqual([]);
  });
});
