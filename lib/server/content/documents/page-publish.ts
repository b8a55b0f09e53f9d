import { and, eq, isNull } from 'drizzle-orm';
import type { PageSettingsDraft } from '@/lib/content/page-settings-draft';
import type { Executor } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import { ConflictError } from '@/lib/server/errors';
import { isPageSlugTaken } from '../page-rows';
import { recordPageSlugChange } from '../page-slug-redirects';
import type { DocumentRow, ShopRef } from './document-rows';
import type { DocumentTarget } from './target';

/** What a publish did beside the blocks: a page's first publish, or its settings made live. */
export interface PagePublish {
  /** The menus, the sitemap and addresses changed with it: the page went live, or a title or slug changed. */
  shellChanged: boolean;
  /** The settings made live, for the revision; null when none were waiting. */
  settings: PageSettingsDraft | null;
}

/** A page made in the editor goes live with its first publish of any kind; true when this is that one. */
export async function markPageLive(tx: Executor, shop: Pick<ShopRef, 'id'>, target: DocumentTarget, now = new Date()): Promise<boolean> {
  if (target.kind !== 'page') return false;
  const pageId = target.id;
  const went = await tx.update(pages).set({ publishedAt: now })
    .where(and(eq(pages.shopId, shop.id), eq(pages.id, pageId), isNull(pages.publishedAt)))
    .returning({ id: pages.id });
  return went.length > 0;
}

/**
 * Why a page's waiting settings cannot go live: a slug another page took since it was chosen (409
 * SlugTaken); null when they can.
 */
export async function settingsRefusal(tx: Executor, shop: Pick<ShopRef, 'id'>, target: DocumentTarget, row: Pick<DocumentRow, 'settingsDraft'>): Promise<ConflictError | null> {
  if (target.kind !== 'page') return null;
  for (const [locale, text] of Object.entries(row.settingsDraft ?? {})) {
    if (text.slug === undefined) continue;
    if (await isPageSlugTaken(tx, shop.id, locale, text.slug, target.id)) return new ConflictError(`The slug '${text.slug}' was taken by another page since it was chosen; choose another in the page's settings`, 'SlugTaken');
  }
  return null;
}

/** Makes a page's settings changes live, locale by locale; a new slug keeps the old links working. */
async function applySettings(tx: Executor, shop: Pick<ShopRef, 'id'>, pageId: string, settings: PageSettingsDraft): Promise<void> {
  for (const [locale, text] of Object.entries(settings)) {
    if (Object.keys(text).length === 0) continue;
    const ofLocale = and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, locale));
    const [before] = await tx.select({ slug: pageTranslations.slug }).from(pageTranslations).where(ofLocale);
    await tx.update(pageTranslations).set(text).where(ofLocale);
    if (before && text.slug !== undefined) await recordPageSlugChange(tx, shop, { pageId, locale, from: before.slug, to: text.slug });
  }
}

/**
 * The part of a publish of a page's draft (the owner's Publish, the scheduler) that concerns the page itself, in the publish's transaction: it goes live the first time,
 * and its settings changes go live with its blocks (the caller's change clears `settingsDraft`).
 */
export async function publishPage(tx: Executor, shop: Pick<ShopRef, 'id'>, target: DocumentTarget, row: Pick<DocumentRow, 'settingsDraft'>, now = new Date()): Promise<PagePublish> {
  if (target.kind !== 'page') return { shellChanged: false, settings: null };
  const wentLive = await markPageLive(tx, shop, target, now);
  const settings = row.settingsDraft && Object.keys(row.settingsDraft).length > 0 ? row.settingsDraft : null;
  if (settings) {
    // Refused whole, so that nothing goes live half.
    const refusal = await settingsRefusal(tx, shop, target, row);
    if (refusal) throw refusal;
    await applySettings(tx, shop, target.id, settings);
  }
  return { shellChanged: wentLive || settings !== null, settings };
}
