import { hasTooManyLinks, ratingSummary, sanitizeReviewText } from '../rules';

describe('sanitizeReviewText', () => {
  it('drops tags, control and direction characters, and keeps the text readable', () => {
    expect(sanitizeReviewText('<script>alert(1)</script>Great <a href="https://x.example">mug</a>')).toBe('alert(1)Great mug');
    expect(sanitizeReviewText('a\u0000b\u202ec\u200b')).toBe('abc');
    expect(sanitizeReviewText('  one   line \r\n\r\n\r\n\r\n  two\t\tlines  ')).toBe('one line\n\ntwo lines');
  });

  it('keeps what looks like markup but is not a tag, as text', () => {
    expect(sanitizeReviewText('3 < 5 and 5 > 3')).toBe('3 < 5 and 5 > 3');
  });
});

describe('hasTooManyLinks', () => {
  it('allows one link and refuses two', () => {
    expect(hasTooManyLinks('see www.example.com')).toBe(false);
    expect(hasTooManyLinks('see https://a.example and http://b.example')).toBe(true);
  });
});

describe('ratingSummary', () => {
  it('averages to one decimal and gives each star its count and share, 5 first', () => {
    const summary = ratingSummary({ reviewCount: 3, ratingSum: 13, stars: [0, 0, 0, 2, 1] });
    expect(summary.average).toBe(4.3);
    expect(summary.count).toBe(3);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1, percent: 33 }, { stars: 4, count: 2, percent: 67 }, { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 }, { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('is empty without reviews', () => {
    expect(ratingSummary({ reviewCount: 0, ratingSum: 0, stars: [0, 0, 0, 0, 0] })).toMatchObject({ average: 0, count: 0 });
  });
});
