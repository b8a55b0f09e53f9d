import { sectionEndpoints } from '@/lib/contract/sections';
import { handle } from '@/lib/http/handle';
import { deleteSection, getSection, renameSection } from '@/lib/server/content/sections/sections';

export const GET = handle(sectionEndpoints.getSection, async ({ shop, locale, params }) => getSection(shop, params.id, locale));

export const PATCH = handle(sectionEndpoints.renameSection, async ({ shop, params, body }) => renameSection(shop, params.id, body.name));

export const DELETE = handle(sectionEndpoints.deleteSection, async ({ shop, locale, params }) =>
  ({ detachedFrom: await deleteSection(shop, params.id, locale) }));
