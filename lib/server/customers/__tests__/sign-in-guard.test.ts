import { delayAfterFailures, FREE_FAILURES, MAX_DELAY_MS } from '../sign-in-guard';

describe('delayAfterFailures', () => {
  it('lets the first failures pass, then doubles from one second up to the cap', () => {
    expect([...Array(FREE_FAILURES).keys()].map(delayAfterFailures)).toEqual(Array(FREE_FAILURES).fill(0));
    expect([0, 1, 2, 3].map((n) => delayAfterFailures(FREE_FAILURES + n))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfterFailures(FREE_FAILURES + 40)).toBe(MAX_DELAY_MS);
  });
});
