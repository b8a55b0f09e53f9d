/**
 * The error a promise rejects with, for tests that assert on its fields (status, code, details) beyond
 * what `rejects.toThrow` reads; a promise that resolves fails the test.
 */
export async function caught<E = unknown>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected a failure');
}
