/**
 * The Node.js arguments that run the Vitrine server (server.ts), as `npm run serve` does, for tests and
 * the bench that start instances of their own: one process, so that a signal reaches the server itself.
 */
export const SERVER_ARGS = ['--import', 'tsx', '--conditions=react-server', 'server.ts'];
