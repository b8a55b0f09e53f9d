/**
 * Runs once when a Next.js server starts, before it serves: installs the HTTP hooks that give rate
 * limits the socket's address and keep internal headers off responses (lib/http/server-hooks.ts), and
 * starts the timer that publishes scheduled drafts (lib/http/scheduler-timer.ts). Only the Node.js
 * runtime has sockets.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ installServerHooks }, { startSchedulerTimer }] = await Promise.all([
    import('./lib/http/server-hooks'),
    import('./lib/http/scheduler-timer'),
  ]);
  installServerHooks();
  startSchedulerTimer();
}
