import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { keepDraftCopy, listDraftCopies } from '@/lib/server/content/documents/presence';

export const GET = handle(documentEndpoints.listDraftCopies, async ({ shop, locale, params }) => (
  (await listDraftCopies(shop, params, locale)).map((copy) => ({ ...copy, createdAt: copy.createdAt.toISOString() }))
));

export const POST = handle(documentEndpoints.keepDraftCopy, async ({ shop, locale, owner, params, body }) => {
  const copy = await keepDraftCopy(shop, params, locale, { editorId: body.editorId, ownerId: owner!.ownerId }, body.content.blocks);
  return { id: copy.id, createdAt: copy.createdAt.toISOString() };
});
