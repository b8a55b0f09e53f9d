import type { ChildProcess } from 'node:child_process';

interface WaitFor {
  /** What is awaited, for the error. */
  what: string;
  timeoutMs: number;
  /** The process that has to bring it about: waiting ends at once, with its exit code, if it exits. */
  process?: ChildProcess;
  intervalMs?: number;
}

/**
 * Polls `probe` until it holds (a probe that throws has not held yet); fails after the timeout, or as
 * soon as the process that should bring it about has exited (a server that crashed on start is not
 * waited for until the timeout).
 */
export async function waitFor(probe: () => Promise<boolean>, { what, timeoutMs, process, intervalMs = 100 }: WaitFor): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (process && (process.exitCode !== null || process.signalCode !== null)) {
      throw new Error(`${what}: the process exited (${process.exitCode ?? process.signalCode}) first`);
    }
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether `url` answers with `status` within 2 s. */
export const answersWith = (url: string, status = 200) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === status;
