import { engagementEndpoints } from '@/lib/contract/engagement';
import { handle } from '@/lib/http/handle';
import { listOutbox } from '@/lib/server/mail/outbox';

export const GET = handle(engagementEndpoints.listMailOutbox, async ({ shop, query }) => listOutbox(shop, query));
