import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { discardDraft, saveDraft } from '@/lib/server/content/documents/write-document';

export const PUT = handle(documentEndpoints.saveDraft, async ({ shop, locale, owner, params, body }) => {
  const saved = await saveDraft(shop, params, locale, body, owner!.ownerId);
  return { documentId: saved.documentId, version: saved.version, draftSavedAt: saved.draftSavedAt.toISOString() };
});

export const DELETE = handle(documentEndpoints.discardDraft, async ({ shop, locale, params, query }) => {
  await discardDraft(shop, params, query);
  return getDocumentState(shop, params, locale);
});
