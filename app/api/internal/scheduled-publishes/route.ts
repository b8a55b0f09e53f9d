import { isSchedulerRequest } from '@/lib/http/scheduled-publishes';
import { publishDueDocuments } from '@/lib/server/content/documents/scheduler';
import { getServerSecret } from '@/lib/server/security/secret';

/**
 * Publishes the drafts whose time has come (lib/server/content/documents/scheduler.ts). Called by each
 * instance's timer (lib/http/scheduler-timer.ts) or an operator's cron job: as a request, so that the
 * publish revalidates the shoppers' cached pages, which Next.js can only do inside one.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSchedulerRequest(request.headers.get('authorization'), await getServerSecret())) {
    return Response.json({ message: 'Unauthorized' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  const published = await publishDueDocuments();
  return Response.json({ published }, { headers: { 'cache-control': 'no-store' } });
}
