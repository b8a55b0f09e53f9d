import { decodeEntry, encodeEntry, lifetimeSeconds, readTags, storedTags } from '../cache-entry';

describe('a shared cache entry', () => {
  it('reads back what it stored, and counts bytes it cannot read as missing', () => {
    const value = { kind: 'APP_ROUTE', body: Buffer.from([0, 255]), headers: { a: 'b' }, status: 200 };
    expect(decodeEntry(encodeEntry(value, { revalidate: 60 })!)).toEqual({ value, cacheControl: { revalidate: 60 } });
    expect(decodeEntry(Buffer.from('not an entry'))).toBeUndefined();
    expect(decodeEntry(encodeEntry(undefined, undefined)!.subarray(0, 3))).toBeUndefined();
    expect(encodeEntry({ kind: 'FETCH', data: { body: () => 'code' } }, undefined)).toBeUndefined();
  });

  it('keeps a page\'s own tags, and takes a data entry\'s tags and soft tags from each read', () => {
    expect(storedTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'shop:demo,_N_T_/layout' } })).toEqual(['shop:demo', '_N_T_/layout']);
    expect(storedTags({ kind: 'FETCH', data: {} })).toEqual([]);
    expect(readTags({ kind: 'FETCH', tags: ['catalog:demo'], softTags: ['_N_T_/layout'] })).toEqual(['catalog:demo', '_N_T_/layout']);
    expect(readTags({ kind: 'APP_PAGE' })).toEqual([]);
  });

  it('lives until Next would stop serving it, else until it is revalidated, and a year at most', () => {
    expect(lifetimeSeconds({ kind: 'APP_PAGE' }, { revalidate: 86_400, expire: 31_536_000 })).toBe(31_536_000);
    expect(lifetimeSeconds({ kind: 'APP_PAGE' }, { revalidate: 60.5 })).toBe(61);
    expect(lifetimeSeconds({ kind: 'FETCH', revalidate: 300 }, undefined)).toBe(300);
    expect(lifetimeSeconds({ kind: 'FETCH', revalidate: 0xfffffffe }, undefined)).toBe(31_536_000);
    expect(lifetimeSeconds({ kind: 'APP_PAGE' }, { revalidate: false })).toBe(31_536_000);
  });
});
