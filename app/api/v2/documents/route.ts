import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { listEditableDocuments } from '@/lib/server/content/documents/list-documents';

export const GET = handle(documentEndpoints.listDocuments, async ({ shop, locale, query }) =>
  listEditableDocuments(shop, locale, query));
