import { capPage, pageBatches } from '../page-cap';

describe('capPage', () => {
  it('caps the page at the maximum page count and falls back to 1', () => {
    expect(capPage('3')).toBe(3);
    expect(capPage('20')).toBe(20);
    expect(capPage('25')).toBe(20);
    expect(capPage('0')).toBe(1);
    expect(capPage('-2')).toBe(1);
    expect(capPage('abc')).toBe(1);
    expect(capPage(null)).toBe(1);
  });
});

describe('pageBatches', () => {
  it('loads pages 1..N from the start in requests of at most 100 products', () => {
    expect(pageBatches(0, 3, 12)).toEqual([{ page: 1, resultsPerPage: 36 }]);
    expect(pageBatches(0, 20, 12)).toEqual([
      { page: 1, resultsPerPage: 96 }, { page: 2, resultsPerPage: 96 }, { page: 3, resultsPerPage: 96 },
    ]);
    expect(pageBatches(0, 3, 100)).toEqual([1, 2, 3].map((page) => ({ page, resultsPerPage: 100 })));
  });

  it('loads the next page alone for load more', () => {
    expect(pageBatches(4, 5, 12)).toEqual([{ page: 5, resultsPerPage: 12 }]);
  });

  it('keeps each batch aligned to its size when earlier pages are loaded', () => {
    const batches = pageBatches(2, 5, 12);
    for (const batch of batches) {
      expect(batch.resultsPerPage).toBeLessThanOrEqual(100);
      expect(((batch.page - 1) * batch.resultsPerPage) % 12).toBe(0);
    }
    expect((batches[0]!.page - 1) * batches[0]!.resultsPerPage).toBe(24);
    const last = batches.at(-1)!;
    expect(last.page * last.resultsPerPage).toBeGreaterThanOrEqual(60);
  });

  it('asks for nothing when enough pages are loaded', () => {
    expect(pageBatches(3, 3, 12)).toEqual([]);
    expect(pageBatches(4, 2, 12)).toEqual([]);
  });
});
