import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { linkTarget, type LinkTarget } from '@/lib/content/checks/internal-links';
import type { LinkTargetState } from '@/lib/content/checks/types';
import type { Executor } from '@/lib/db';
import { categories, categoryTranslations, media, pages, pageTranslations, products, productTranslations } from '@/lib/db/schema';
import { isUuid } from '@/lib/schemas/ids';

/** Slugs and ids of one kind a page's links name, each looked up once. */
function namesOf(targets: LinkTarget[], kind: LinkTarget['kind']) {
  const names = [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.slugOrId).filter(Boolean))];
  return { slugs: names, ids: names.filter(isUuid) };
}

/** A key per target found, with whether shoppers see it: by id and by each locale's slug. */
async function found(db: Executor, shopId: string, targets: LinkTarget[], kind: LinkTarget['kind']): Promise<Map<string, boolean>> {
  const { slugs, ids } = namesOf(targets, kind);
  const seen = new Map<string, boolean>();
  if (slugs.length === 0) return seen;
  const [table, translations, key] = kind === 'page' ? [pages, pageTranslations, pageTranslations.pageId] as const
    : kind === 'category' ? [categories, categoryTranslations, categoryTranslations.categoryId] as const
    : [products, productTranslations, productTranslations.productId] as const;
  const match: SQL = ids.length > 0 ? or(inArray(translations.slug, slugs), inArray(table.id, ids))! : inArray(translations.slug, slugs);
  const rows = await db.select({ id: table.id, slug: translations.slug, isVisible: table.isVisible, ...(kind === 'page' ? { publishedAt: pages.publishedAt } : {}) })
    .from(table).innerJoin(translations, eq(key, table.id))
    .where(and(eq(table.shopId, shopId), match));
  for (const row of rows) {
    // A page made in the editor is seen by nobody until its first publish.
    const visible = row.isVisible && (!('publishedAt' in row) || row.publishedAt !== null);
    for (const name of [row.id, row.slug]) seen.set(name, (seen.get(name) ?? false) || visible);
  }
  return seen;
}

/** What each internal link of `hrefs` leads to; other addresses are left out. */
export async function linkStates(db: Executor, shopId: string, hrefs: string[]): Promise<Record<string, LinkTargetState>> {
  const targets = new Map(hrefs.flatMap((href) => {
    const target = linkTarget(href);
    return target ? [[href, target] as const] : [];
  }));
  const kinds = ['page', 'category', 'product'] as const;
  const known = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await found(db, shopId, [...targets.values()], kind)] as const)));
  const states: Record<string, LinkTargetState> = {};
  for (const [href, { kind, slugOrId }] of targets) {
    const visible = known[kind]!.get(slugOrId);
    states[href] = visible === undefined ? 'missing' : visible ? 'ok' : 'hidden';
  }
  return states;
}

const MEDIA = /^\/media\/([0-9a-f-]{36})\//i;

/** Byte sizes of the shop's stored images among `sources`, by address. */
export async function imageBytes(db: Executor, shopId: string, sources: string[]): Promise<Record<string, number>> {
  const ids = new Map(sources.flatMap((src) => {
    const id = MEDIA.exec(src)?.[1];
    return id && isUuid(id) ? [[src, id] as const] : [];
  }));
  if (ids.size === 0) return {};
  const rows = await db.select({ id: media.id, byteSize: media.byteSize }).from(media)
    .where(and(eq(media.shopId, shopId), inArray(media.id, [...new Set(ids.values())])));
  const sizes = new Map(rows.map((row) => [row.id, row.byteSize]));
  return Object.fromEntries([...ids].flatMap(([src, id]) => (sizes.has(id) ? [[src, sizes.get(id)!]] : [])));
}
