import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { readRevision } from '@/lib/server/content/documents/read-document';

export const GET = handle(documentEndpoints.getRevision, async ({ shop, locale, params: { number, ...target } }) =>
  readRevision(shop, target, number, locale));
