import { isDeepStrictEqual } from 'node:util';
import { STORED_CONTENT_VERSION } from '@/lib/content/content-migrations';
import type { PageSettingsDraft } from '@/lib/content/page-settings-draft';
import { publishLocale } from '@/lib/content/publish-locale';
import type { StoredContent } from '@/lib/content/stored-content';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { currentContent, emptyStoredContent, type DocumentRow, type ShopRef } from './document-rows';

/** What a publish makes live, and what of the draft stays one. */
export interface PublishPlan {
  content: StoredContent;
  /** The page settings that go live with it (`publishPage` reads them from a row's `settingsDraft`). */
  settings: Pick<DocumentRow, 'settingsDraft'>;
  /** What waits for a later publish: nothing after a publish of every language. */
  rest: { draft: StoredContent | null; settingsDraft: PageSettingsDraft | null };
}

/**
 * A publish of every language (`locale` null: the draft, or for a page whose settings alone changed the
 * live blocks) or of one: the live layout with the draft's texts of that language (publishLocale) and
 * the page settings of that language; the draft stays for the rest, dropped once nothing of it differs
 * from what is then live. Null when nothing waits.
 */
export function planPublish(shop: ShopRef, row: DocumentRow, locale: string | null): PublishPlan | null {
  const draft = currentContent(shop, row.draft);
  if (locale === null) {
    const content = draft ?? (row.settingsDraft ? currentContent(shop, row.published) ?? emptyStoredContent() : null);
    return content && { content, settings: row, rest: { draft: null, settingsDraft: null } };
  }
  const ownSettings = row.settingsDraft?.[locale];
  if (!draft && !ownSettings) return null;
  const live = currentContent(shop, row.published) ?? emptyStoredContent();
  const content: StoredContent = draft ? { version: STORED_CONTENT_VERSION, blocks: publishLocale(live.blocks, draft.blocks, locale) } : live;
  const otherSettings = Object.fromEntries(Object.entries(row.settingsDraft ?? {}).filter(([code]) => code !== locale));
  // Compared as values: the database hands objects back with their keys in its own order.
  const waiting = draft && !isDeepStrictEqual(draft.blocks, content.blocks) ? draft : null;
  return {
    content,
    settings: { settingsDraft: ownSettings ? { [locale]: ownSettings } : null },
    rest: { draft: waiting, settingsDraft: Object.keys(otherSettings).length > 0 ? otherSettings : null },
  };
}

/** The language a publish or schedule names, refused (400) unless the shop has it; null for every language. */
export function publishedLocale(shop: Pick<Shop, 'locales'>, locale: string | undefined): string | null {
  if (locale === undefined) return null;
  if (!shop.locales.some((l) => l.identifier === locale)) {
    throw new ValidationError([{ path: 'locale', message: `The shop has no language '${locale}'` }]);
  }
  return locale;
}

/**
 * Why one language of a document cannot go live on its own: a page, category or section that shoppers have
 * never seen goes live in every language at once: its live layout is still empty, so a first publish of
 * one language would make an empty page live. One rule for every kind of document, read from the row the
 * publish has locked: only a publish of every language sets `publishedAt` (the editor's "Publish all",
 * the spec's save-and-publish, the seed, a section's creation); a draft save or a page's copy creates the
 * row without it. Null when it can.
 */
export function languagePublishRefusal(row: Pick<DocumentRow, 'publishedAt'>, locale: string | null): BusinessRuleError | null {
  if (locale === null || row.publishedAt !== null) return null;
  return new BusinessRuleError('A page, category or section is published in every language the first time', 'NotPublishedYet');
}
