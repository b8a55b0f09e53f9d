import { notFound } from 'next/navigation';
import { isNotFoundSignalReport, NOT_FOUND_SIGNAL_DIGEST } from '../not-found-status';

function thrownBy(signal: () => never): unknown {
  try {
    signal();
  } catch (error) {
    return error;
  }
  throw new Error('the signal did not throw');
}

describe('the not-found status boundary', () => {
  it('knows the digest Next gives its not-found signal (the one the server writes into the failed boundary)', () => {
    expect((thrownBy(notFound) as { digest: string }).digest).toBe(NOT_FOUND_SIGNAL_DIGEST);
  });

  it("takes only React's report of that boundary for its own, not other errors", () => {
    // React's report of a boundary the server failed: error 419 carrying the server's digest.
    expect(isNotFoundSignalReport(Object.assign(new Error('Minified React error #419'), { digest: NOT_FOUND_SIGNAL_DIGEST }))).toBe(true);
    expect(isNotFoundSignalReport(Object.assign(new Error('Minified React error #419'), { digest: '1234567' }))).toBe(false);
    expect(isNotFoundSignalReport(Object.assign(new Error('not allowed'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;403' }))).toBe(false);
    expect(isNotFoundSignalReport(new Error('boom'))).toBe(false);
    expect(isNotFoundSignalReport(null)).toBe(false);
    expect(isNotFoundSignalReport('NEXT_HTTP_ERROR_FALLBACK;404')).toBe(false);
  });
});
