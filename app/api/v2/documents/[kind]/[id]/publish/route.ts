import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { publishDraft } from '@/lib/server/content/documents/write-document';

export const POST = handle(documentEndpoints.publishDraft, async ({ shop, locale, owner, params, body }) => {
  await publishDraft(shop, params, body, owner!.ownerId);
  return getDocumentState(shop, params, locale);
});
