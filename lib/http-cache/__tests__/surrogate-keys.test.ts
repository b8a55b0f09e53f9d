import { TAGS } from '@/lib/server/cache-tags';
import { addSurrogateKeys, surrogateKeys } from '../surrogate-keys';

// The tags Next records while rendering a live product page: its implicit ones (layouts, the internal path)
// and the app's, from every cached read the page made (lib/server/cache-tags.ts).
const [SHOP, CATALOG, DOCUMENT] = [TAGS.shop('demo'), TAGS.catalog('demo'), TAGS.document('demo', 'category', '4f2a')];
const LIVE_PAGE_TAGS = [
  '_N_T_/layout', '_N_T_/[shop]/layout', '_N_T_/[shop]/[mode]/layout', '_N_T_/[shop]/[mode]/[locale]/layout',
  '_N_T_/[shop]/[mode]/[locale]/p/[slug]/layout', '_N_T_/[shop]/[mode]/[locale]/p/[slug]/page',
  '_N_T_/demo/live/de/p/trail-shoe', SHOP, CATALOG, SHOP, DOCUMENT,
].join(',');

describe('surrogateKeys', () => {
  it("keeps the app's own tags, once each, and drops Next's implicit ones", () => {
    expect(surrogateKeys(LIVE_PAGE_TAGS)).toEqual([SHOP, CATALOG, DOCUMENT]);
  });

  it('names no keys for a page rendered in preview, an owner view no shared cache keeps', () => {
    expect(surrogateKeys(LIVE_PAGE_TAGS.replace('/demo/live/de/', '/demo/preview/de/'))).toEqual([]);
    expect(surrogateKeys(`_N_T_/layout,_N_T_/demo/preview/default,${SHOP}`)).toEqual([]);
  });

  it('takes a shop or page slug that reads "preview" for what it is', () => {
    expect(surrogateKeys(`_N_T_/preview/live/default/i/preview,${TAGS.shop('preview')}`)).toEqual([TAGS.shop('preview')]);
  });
});

describe('addSurrogateKeys', () => {
  it("gives a cached page an xkey header of its keys, separated by spaces, beside Next's own headers", () => {
    const value = { kind: 'APP_PAGE', html: '<p>', headers: { 'x-next-cache-tags': LIVE_PAGE_TAGS, 'content-security-policy': 'kept' } };
    addSurrogateKeys(value);
    expect(value.headers).toEqual({
      'x-next-cache-tags': LIVE_PAGE_TAGS, 'content-security-policy': 'kept',
      xkey: `${SHOP} ${CATALOG} ${DOCUMENT}`,
    });
  });

  it('adds nothing to a preview page, a page without tags of ours or another kind of entry', () => {
    const preview = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': `_N_T_/layout,_N_T_/demo/preview/default,${SHOP}` } };
    const untagged = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/demo/live/default' } };
    const noHeaders = { kind: 'APP_PAGE' };
    const route = { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': SHOP } };
    for (const value of [preview, untagged, noHeaders, route]) addSurrogateKeys(value);
    expect(preview.headers).not.toHaveProperty('xkey');
    expect(untagged.headers).not.toHaveProperty('xkey');
    expect(noHeaders).toEqual({ kind: 'APP_PAGE' });
    expect(route.headers).not.toHaveProperty('xkey');
    expect(() => addSurrogateKeys(undefined)).not.toThrow();
  });
});
