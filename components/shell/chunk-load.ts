// Script chunks that fail to load (spec: an error named ChunkLoadError, a 120 s time-out), and the one
// full reload that recovers from them: a chunk goes missing when a new build replaced the one a page was
// rendered by, and the reloaded page names the new build's chunks.

/** How long a chunk the app loads itself may take before it counts as failed (spec: 120000 ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** After a reload for a chunk, another failure within this time is shown, not reloaded again: never a loop. */
export const RELOAD_GUARD_MS = 5 * 60_000;
const RELOAD_MARK = 'vitrine-chunk-reload';

/** A script chunk that did not load, by the name Turbopack's (and webpack's) own loader gives its failures. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === 'ChunkLoadError';

/**
 * A dynamic import of the app's own (`() => import('./x')`), failing with ChunkLoadError after
 * CHUNK_LOAD_TIMEOUT_MS: the bundler's loader waits for a hung request as long as the browser does.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`A script chunk did not load within ${timeoutMs} ms`)), timeoutMs);
    load().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

interface Recovery {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: number;
}

/**
 * Reloads the page once for a ChunkLoadError; answers whether it did. The tab remembers when
 * (sessionStorage), so a page that still fails after its reload is not reloaded again within
 * RELOAD_GUARD_MS; without storage (blocked) it never reloads, as it could not tell.
 */
export function reloadOnceForChunkError(error: unknown, recovery: Recovery = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const { reload = () => window.location.reload(), now = Date.now() } = recovery;
  try {
    const storage = recovery.storage ?? window.sessionStorage;
    const last = Number(storage.getItem(RELOAD_MARK));
    if (last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_MARK, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
