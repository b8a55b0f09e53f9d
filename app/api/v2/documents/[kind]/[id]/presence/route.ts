import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { beat, leave } from '@/lib/server/content/documents/presence';

export const PUT = handle(documentEndpoints.beatPresence, async ({ shop, owner, params, body }) => {
  const editors = await beat(shop, params, { editorId: body.editorId, ownerId: owner!.ownerId });
  return { editors: editors.map(({ editorId, email, since }) => ({ editorId, email, since: since.toISOString() })) };
});

export const DELETE = handle(documentEndpoints.leavePresence, async ({ shop, owner, params, query }) => {
  await leave(shop, params, { editorId: query.editorId, ownerId: owner!.ownerId });
});
