import { and, eq, isNotNull } from 'drizzle-orm';
import type { PageSettingsDraft, PageTextSettings } from '@/lib/content/page-settings-draft';
import { getDb, type Executor } from '@/lib/db';
import { contentDocuments } from '@/lib/db/schema';
import { findDocumentRow, lockDocument, type ShopRef } from './document-rows';

/** The page's text settings in one locale as shoppers see them. */
type LiveSettings = Required<PageTextSettings>;

/** A locale's waiting changes with this edit on top, leaving out what equals what shoppers see. */
export function mergeSettingsEdit(waiting: PageTextSettings | undefined, edit: PageTextSettings, live: LiveSettings): PageTextSettings {
  const merged: PageTextSettings = { ...waiting, ...edit };
  return Object.fromEntries(Object.entries(merged).filter(([key, value]) => value !== live[key as keyof LiveSettings]));
}

/**
 * Keeps an edit of a page's text settings in one locale as part of its draft, to go live with its next
 * publish; an edit back to what shoppers see takes the change out. The document's version stays: the
 * settings have their own (the caller claims it), so a page editor open on the blocks keeps saving.
 */
export async function draftPageSettings(tx: Executor, shop: ShopRef, pageId: string, locale: string, edit: PageTextSettings, live: LiveSettings): Promise<void> {
  const row = await lockDocument(tx, shop, { kind: 'page', id: pageId });
  const { [locale]: waiting, ...others } = row.settingsDraft ?? {};
  const mine = mergeSettingsEdit(waiting, edit, live);
  const next: PageSettingsDraft = Object.keys(mine).length > 0 ? { ...others, [locale]: mine } : others;
  await tx.update(contentDocuments).set({ settingsDraft: Object.keys(next).length > 0 ? next : null, updatedAt: new Date() })
    .where(eq(contentDocuments.id, row.id));
}

/** A page's waiting settings in one locale, or null when none wait. */
export function waitingSettings(draft: PageSettingsDraft | null | undefined, locale: string): PageTextSettings | null {
  const mine = draft?.[locale];
  return mine && Object.keys(mine).length > 0 ? mine : null;
}

/** The shop's pages whose text settings in the locale wait for a publish, by page id: for the page manager. */
export async function listWaitingSettings(shop: Pick<ShopRef, 'id'>, locale: string): Promise<Map<string, PageTextSettings>> {
  const db = await getDb();
  const rows = await db.select({ pageId: contentDocuments.pageId, settingsDraft: contentDocuments.settingsDraft }).from(contentDocuments)
    .where(and(eq(contentDocuments.shopId, shop.id), isNotNull(contentDocuments.settingsDraft)));
  return new Map(rows.flatMap(({ pageId, settingsDraft }) => {
    const mine = waitingSettings(settingsDraft, locale);
    return pageId && mine ? [[pageId, mine] as const] : [];
  }));
}

/** One page's text settings in the locale that wait for its publish, or null: for the editor's canvas. */
export async function readWaitingSettings(shop: ShopRef, pageId: string, locale: string): Promise<PageTextSettings | null> {
  const row = await findDocumentRow(await getDb(), shop, { kind: 'page', id: pageId });
  return waitingSettings(row?.settingsDraft, locale);
}
