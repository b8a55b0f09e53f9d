import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { listRevisions } from '@/lib/server/content/documents/read-document';

export const GET = handle(documentEndpoints.listRevisions, async ({ shop, params }) => listRevisions(shop, params));
