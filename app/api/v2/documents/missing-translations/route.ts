import { documentEndpoints } from '@/lib/contract/documents';
import { handle } from '@/lib/http/handle';
import { listMissingTranslations } from '@/lib/server/content/documents/missing-translations';

export const GET = handle(documentEndpoints.listMissingTranslations, async ({ shop, locale, query }) => listMissingTranslations(shop, locale, query.language));
