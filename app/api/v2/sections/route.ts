import { sectionEndpoints } from '@/lib/contract/sections';
import { handle } from '@/lib/http/handle';
import { createSection, listSections } from '@/lib/server/content/sections/sections';

export const GET = handle(sectionEndpoints.listSections, async ({ shop }) => listSections(shop));

export const POST = handle(sectionEndpoints.createSection, async ({ shop, locale, owner, body }) =>
  createSection(shop, { name: body.name, locale, content: body.content, texts: body.texts }, owner!.ownerId));
