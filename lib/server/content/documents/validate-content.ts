import { keptBlockIds, treeProblem, type TreeProblem, type TreeShop } from '@/components/blocks/block-tree';
import { blockDefinitions, isBlockType, isLayoutType } from '@/components/blocks/definitions';
import { resolveTexts, type LocaleBlock } from '@/lib/content/locale-texts';
import type { StoredContent } from '@/lib/content/stored-content';
import { PAGE_CONTENT_LIMITS, PAGE_CONTENT_VERSION, type PageContent } from '@/lib/schemas/page-content';
import type { ShopType } from '@/lib/schemas/shop-type';
import { PageTreeError, ValidationError } from '@/lib/server/errors';

type FieldError = { path: string; message: string };

/** The API's words for each rule of the page tree (the editor words the same codes in the owner's language). */
const TREE_MESSAGES: Record<TreeProblem['reason'], (problem: TreeProblem) => string> = {
  'too-many-blocks': () => `A page can hold at most ${PAGE_CONTENT_LIMITS.blocks} blocks`,
  'too-deep': () => `Layouts can be nested at most ${PAGE_CONTENT_LIMITS.depth} levels deep`,
  'once-per-page': ({ blockType }) => `A page can have only one ${blockType} block`,
  'page-only': ({ blockType }) => `A ${blockType} block goes on the page itself, not into a layout's column`,
  'column-count': ({ blockType }) => `A ${blockType} block has a number of columns its type does not allow`,
  'not-offered-for-shop': ({ blockType }) => `This shop's type does not offer ${blockType} blocks`,
};

/**
 * The shop a write is checked for: blocks of types it does not get may stay where `stored` (what the
 * write replaces: the live content for what goes live, the draft and the live content for a draft)
 * already holds them; any other is an addition, refused.
 */
export function writeFor(shopType: ShopType, ...stored: (StoredContent | null | undefined)[]): TreeShop {
  return { type: shopType, kept: keptBlockIds(shopType, ...stored.map((content) => content?.blocks ?? [])) };
}

/** Refuses a tree that breaks a rule of the page-tree model, with the editor's code and the block. */
export function checkTree(blocks: PageContent['blocks'], shop?: TreeShop): void {
  const problem = treeProblem(blocks, shop);
  if (problem) throw new PageTreeError(TREE_MESSAGES[problem.reason](problem), problem.reason, problem.blockId);
}

/**
 * A write's blocks checked as a tree (the page-tree model's rules, as the editor applies them) and each
 * against its type's schema, with defaults filled in. A bad field is named by block id and field
 * (`blocks[b-3].data.alt`), unknown types and repeated ids are refused; all field problems are reported
 * at once so that the editor can mark each of them. With `shop`, the shop type's blocks are checked as
 * well: every write that stores content passes it (write-document.ts); without, the checks that need no
 * stored content run first, before anything is read.
 */
export function validateContent(content: PageContent, shop?: TreeShop): LocaleBlock[] {
  checkTree(content.blocks, shop);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const check = (blocks: PageContent['blocks']): LocaleBlock[] => blocks.map((block) => {
    const at = `blocks[${block._id}]`;
    if (seen.has(block._id)) errors.push({ path: `${at}._id`, message: 'Block ids must be unique in a page' });
    seen.add(block._id);
    if (!isBlockType(block.type)) {
      errors.push({ path: `${at}.type`, message: `Unknown block type: ${block.type}` });
      return block as LocaleBlock;
    }
    const parsed = blockDefinitions[block.type].schema.safeParse(block.data ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ path: [`${at}.data`, ...issue.path.map(String)].join('.'), message: issue.message });
    }
    const layout = isLayoutType(block.type);
    if (!layout && block.columns) errors.push({ path: `${at}.columns`, message: `A ${block.type} block holds no columns` });
    return {
      _id: block._id,
      type: block.type,
      data: parsed.success ? (parsed.data as Record<string, unknown>) : block.data,
      ...(block.settings ? { settings: block.settings } : {}),
      ...(layout ? { columns: (block.columns ?? []).map(check) } : {}),
    };
  });
  const blocks = check(content.blocks);
  if (errors.length > 0) throw new ValidationError(errors, `Invalid block data: ${errors[0]!.path}: ${errors[0]!.message}`);
  return blocks;
}

/** Every locale that has a text in the content. */
function localesOf(blocks: StoredContent['blocks'], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    for (const locale of Object.keys(block.texts ?? {})) into.add(locale);
    for (const column of block.columns ?? []) localesOf(column, into);
  }
  return into;
}

/**
 * Stored content checked as a write would be, in every locale it has texts for: what a publish, a
 * restored revision, a copy and the scheduler check before they make content a draft or live, since it
 * may have been stored by an older build or before a rule existed.
 */
export function validateStoredContent(content: StoredContent, defaultLocale: string, shop: TreeShop): void {
  for (const locale of new Set([defaultLocale, ...localesOf(content.blocks)])) {
    validateContent({ version: PAGE_CONTENT_VERSION, blocks: resolveTexts(content.blocks, locale, defaultLocale) }, shop);
  }
}
