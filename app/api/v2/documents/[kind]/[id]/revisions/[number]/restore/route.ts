import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { restoreRevision } from '@/lib/server/content/documents/write-document';

export const POST = handle(documentEndpoints.restoreRevision, async ({ shop, locale, owner, params: { number, ...target }, body }) => {
  await restoreRevision(shop, target, number, body, owner!.ownerId);
  return getDocumentState(shop, target, locale);
});
