let counter = 0;

/**
 * A client address of its own per call (sent as X-Forwarded-For), so that the rate limits one test
 * reaches do not reach another. 198.51.100.100 to .249, a documentation range; fixed addresses of tests
 * stay below .100.
 */
export const freshClientIp = () => `198.51.100.${100 + ((counter += 1) % 150)}`;
