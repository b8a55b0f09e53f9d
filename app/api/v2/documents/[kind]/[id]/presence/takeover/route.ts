import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { takeOver } from '@/lib/server/content/documents/presence';

export const POST = handle(documentEndpoints.takeOver, async ({ shop, owner, params, body }) => (
  takeOver(shop, params, { editorId: body.editorId, ownerId: owner!.ownerId })
));
