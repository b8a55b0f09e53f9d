import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { cancelSchedule, scheduleDraft } from '@/lib/server/content/documents/write-document';

export const PUT = handle(documentEndpoints.scheduleDraft, async ({ shop, locale, owner, params, body }) => {
  await scheduleDraft(shop, params, { baseVersion: body.baseVersion, publishAt: new Date(body.publishAt), locale: body.locale }, owner!.ownerId);
  return getDocumentState(shop, params, locale);
});

export const DELETE = handle(documentEndpoints.cancelSchedule, async ({ shop, locale, params, query }) => {
  await cancelSchedule(shop, params, query);
  return getDocumentState(shop, params, locale);
});
