import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { checkDocument } from '@/lib/server/content/documents/checks';

export const GET = handle(documentEndpoints.checkDocument, async ({ shop, locale, params }) => checkDocument(shop, params, locale));
