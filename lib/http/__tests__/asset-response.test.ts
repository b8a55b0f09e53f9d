import { assetResponse } from '../asset-response';
import { matchesEtag, strongEtag } from '../etag';
import { publicAsset } from '../public-asset';

describe('ETags', () => {
  it('gives the same strong ETag for the same content only', () => {
    expect(strongEtag('a')).toBe(strongEtag('a'));
    expect(strongEtag('a')).not.toBe(strongEtag('b'));
    expect(strongEtag('a')).toMatch(/^"[\w-]+"$/);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const etag = strongEtag('x');
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
  });
});

describe('assetResponse', () => {
  it('answers the asset with its ETag, and 304 without a body to a request that has it', async () => {
    const first = assetResponse(new Request('http://shop.test/a.css'), 'a{}', 'text/css', 'no-cache');
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('a{}');
    expect(first.headers.get('content-type')).toBe('text/css');
    const etag = first.headers.get('etag')!;
    const again = assetResponse(new Request('http://shop.test/a.css', { headers: { 'if-none-match': etag } }), 'a{}', 'text/css', 'no-cache');
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('');
  });

  it('drops the per-browser CSRF cookie and token from a public asset', async () => {
    const handler = publicAsset(async () => new Response('x', { headers: { 'set-cookie': 'csrf=1', 'x-csrf-token': 't', etag: '"e"' } }));
    const response = await handler();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-csrf-token')).toBeNull();
    expect(response.headers.get('etag')).toBe('"e"');
  });
});
