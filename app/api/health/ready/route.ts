import { checkReadiness } from '@/lib/server/health/readiness';

// Reads no request: without this, a build could check once and keep the answer.
export const dynamic = 'force-dynamic';

/**
 * GET /api/health/ready: readiness, for a balancer or orchestrator. 200 when the database (and Redis,
 * when REDIS_URL is set) answered; 503 naming the dependency that did not, or while the instance is
 * shutting down (lib/server/health/readiness.ts).
 */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.status === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
