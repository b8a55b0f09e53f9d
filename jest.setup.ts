// Runs before every test file of both Jest projects (see jest.config.ts).

// DOM matchers (toBeInTheDocument, toHaveAccessibleName, …). Importing them in
// node-environment tests is harmless: they only extend `expect`.
import '@testing-library/jest-dom';

// The `data` project sets this global because each of its files starts an
// embedded database; jest-circus ignores a per-project `testTimeout`.
const timeout = (globalThis as { VITRINE_TEST_TIMEOUT?: unknown }).VITRINE_TEST_TIMEOUT;
if (typeof timeout === 'number') jest.setTimeout(timeout);

// jsdom lays nothing out and has no ResizeObserver: the editor's canvas measures with one, which here never reports.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as { ResizeObserver?: unknown }).ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
