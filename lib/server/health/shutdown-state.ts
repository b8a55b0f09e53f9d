const SHUTTING_DOWN = Symbol.for('vitrine.shutting-down');
const holder = globalThis as typeof globalThis & { [SHUTTING_DOWN]?: true };

/**
 * Marks this process as stopping: readiness answers 503 from now on, so a balancer stops sending it
 * requests. Kept on globalThis, like the database handle: server.ts, which handles the signal,
 * and the route handlers are bundled apart and need not share one copy of this module.
 */
export function markShuttingDown(): void {
  holder[SHUTTING_DOWN] = true;
}

export function isShuttingDown(): boolean {
  return holder[SHUTTING_DOWN] === true;
}
