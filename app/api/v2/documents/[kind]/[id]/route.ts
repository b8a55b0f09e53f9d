import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { getDocumentState } from '@/lib/server/content/documents/read-document';

export const GET = handle(documentEndpoints.getDocument, async ({ shop, locale, params }) =>
  getDocumentState(shop, params, locale));
