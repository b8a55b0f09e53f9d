// Reads no request: without this, a build could answer it once and keep the answer.
export const dynamic = 'force-dynamic';

/**
 * GET /api/health: liveness. The process serves requests; nothing else is asked (no database), so a
 * restart is never ordered because a dependency is down. Readiness is /api/health/ready.
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
