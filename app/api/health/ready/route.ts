import { checkReadiness } from '@/lib/server/health/readiness';

// Reads no request: without this, a build could check once and keep the answer.
export const dynamic = 'force-dynamic';

/**
 * GET /api/health/ready: readiness, for a balancer or orchestrator. 200 when the database answered
 * (`degraded` when Redis, set by REDIS_URL, did not: the instance still serves); 503 when the database
 * did not, or while the instance is shutting down (lib/server/health/readiness.ts). In production it also
 * names, without failing, the shops whose address is still a loopback one (`shopAddresses`).
 */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.status === 'ok' || readiness.status === 'degraded' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
