/**
 * Runs once when a Next.js server starts, before it serves: installs the HTTP hooks that give rate
 * limits the socket's address and keep internal headers off responses (lib/http/server-hooks.ts),
 * starts the timer that publishes scheduled drafts (lib/http/scheduler-timer.ts), and shuts the
 * instance down gracefully on SIGTERM or SIGINT (lib/http/graceful-shutdown.ts). Only the Node.js
 * runtime has sockets.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ installServerHooks }, { startSchedulerTimer }, { installGracefulShutdown }] = await Promise.all([
    import('./lib/http/server-hooks'),
    import('./lib/http/scheduler-timer'),
    import('./lib/http/graceful-shutdown'),
  ]);
  installServerHooks();
  installGracefulShutdown(startSchedulerTimer());
}
