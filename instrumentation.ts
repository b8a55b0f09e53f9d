/**
 * Runs once when a Next.js server starts, before it serves: installs the HTTP hooks that give rate
 * limits the socket's address and keep internal headers off responses (lib/http/server-hooks.ts).
 * Only the Node.js runtime has sockets.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerHooks } = await import('./lib/http/server-hooks');
  installServerHooks();
}
