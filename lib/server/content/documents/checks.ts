import { walkBlocks } from '@/components/blocks/block-tree';
import { blockHtml, htmlTags } from '@/lib/content/checks/html-tags';
import { blockLinks } from '@/lib/content/checks/internal-links';
import { BASE_PALETTE, paletteOf } from '@/lib/content/checks/palette';
import { runChecks } from '@/lib/content/checks/registry';
import type { CheckFinding, CheckLookups, CheckPalette } from '@/lib/content/checks/types';
import { missingTexts, resolveTexts, type LocaleBlock } from '@/lib/content/locale-texts';
import { getDb } from '@/lib/db';
import type { Shop } from '@/lib/server/shop/types';
import { findActiveThemeStyle } from '@/lib/server/themes/theme-styles';
import { usableSettings } from '@/lib/themes/settings-rules';
import { themeDeclarations } from '@/lib/themes/theme-css';
import { readLiveMenus } from '../navigation';
import { imageBytes, linkStates } from './check-links';
import { assertTargetExists, currentContent, emptyStoredContent, findDocumentRow } from './document-rows';
import type { DocumentTarget } from './target';
import { flattenSections, placedBlockId, referencedSections } from '@/components/blocks/sections';
import { storedSectionBlocks } from '../sections/section-blocks';

/** The pre-publish checks of a draft, with what the server looked up for them. */
export interface DocumentChecks {
  findings: CheckFinding[];
  /** Handed to the editor, which runs the same rules on its unsaved draft with them. */
  lookups: CheckLookups;
}

/** The colours of the shop's active theme style, as its stylesheet sets them (the editor's waiting settings included). */
async function activePalette(shop: Shop): Promise<CheckPalette> {
  const style = await findActiveThemeStyle(shop);
  if (!style) return BASE_PALETTE;
  const schema = style.theme.settingsSchema;
  return paletteOf(themeDeclarations(schema, usableSettings(schema, style.settings)));
}

/** Every image address of the blocks whose bytes the page loads. */
function imageSources(blocks: readonly LocaleBlock[]): string[] {
  return [...walkBlocks(blocks)].flatMap(({ block }) => [
    ...(block.type === 'image' ? [block.data.src] : []),
    ...(block.type === 'content-slider' && Array.isArray(block.data.images) ? block.data.images.map((slide: { src?: unknown }) => slide?.src) : []),
    ...htmlTags(blockHtml(block)).filter((tag) => tag.name === 'img').map((tag) => tag.attributes.src),
  ]).filter((src): src is string => typeof src === 'string' && src !== '');
}

/**
 * The checks of a page's or category's draft (the published content when there is none) as `locale`
 * sees it. Every visible language of the shop is published with it, so each one's missing texts count.
 */
export async function checkDocument(shop: Shop, target: DocumentTarget, locale: string): Promise<DocumentChecks> {
  const db = await getDb();
  const row = await findDocumentRow(db, shop, target);
  if (!row) await assertTargetExists(db, shop, target);
  const own = currentContent(shop, row?.draft ?? row?.published ?? null) ?? emptyStoredContent();
  // The page as it will render: each section reference replaced by its section's draft, whose blocks are checked too.
  const stored = { ...own, blocks: flattenSections(own.blocks, await storedSectionBlocks(db, shop, referencedSections(own.blocks), 'draft')) };
  const blocks = resolveTexts(stored.blocks, locale, shop.defaultLocale);
  const [palette, links, bytes, menus] = await Promise.all([
    activePalette(shop),
    linkStates(db, shop.id, blockLinks(blocks).map((link) => link.href)),
    imageBytes(db, shop.id, imageSources(blocks)),
    readLiveMenus(db, shop.id, shop.defaultLocale),
  ]);
  const home = menus.main[0];
  const isHome = home !== undefined && (target.kind === 'page' ? home.pageId === target.id : home.categoryId === target.id);
  const lookups: CheckLookups = {
    palette, links, imageBytes: bytes,
    missingTexts: shop.locales.filter((l) => l.isVisible && l.identifier !== shop.defaultLocale)
      .flatMap(({ identifier }) => missingTexts(stored.blocks, identifier, shop.defaultLocale).map((text) => ({ locale: identifier, ...text }))),
    isHome,
  };
  // A finding in a section's block names the reference that places it: the block "Show" selects on the page.
  const findings = runChecks({ blocks, lookups }).map((finding) => (finding.blockId ? { ...finding, blockId: placedBlockId(finding.blockId) } : finding));
  return { findings, lookups };
}
