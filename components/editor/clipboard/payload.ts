import { z } from 'zod';
import { copyBlock, walkBlocks } from '@/components/blocks/block-tree';
import { blockDefinitions, isBlockType, isOfferedFor } from '@/components/blocks/definitions';
import { textPathsOf } from '@/lib/content/block-texts';
import { setAt, valuesAt } from '@/lib/content/field-paths';
import { blockSchema, PAGE_CONTENT_LIMITS, type Block } from '@/lib/schemas/page-content';
import type { ShopType } from '@/lib/schemas/shop-type';

/**
 * Blocks on the system clipboard: what Copy and Cut put there and Paste takes, within a page, between
 * pages and between tabs. The private MIME type carries the payload as JSON; the plain-text fallback
 * (what other programs and browsers without custom types get) is one readable line naming the blocks,
 * then the same JSON, so a paste from plain text still works.
 */
export const CLIPBOARD_MIME = 'application/x-vitrine-blocks+json';
const FORMAT = 'vitrine-blocks';
const PLAIN_TEXT_HEAD = 'Vitrine blocks';

/** locale -> field path -> text, as a document stores a block's texts (lib/content/stored-content.ts). */
export type LocaleTexts = Record<string, Record<string, unknown>>;

const localeTextsSchema = z.record(z.string().min(2).max(20), z.record(z.string().max(200), z.unknown()));

const payloadSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  /** The locale whose texts the blocks' data holds. */
  locale: z.string().min(2).max(20),
  blocks: z.array(blockSchema).min(1).max(PAGE_CONTENT_LIMITS.blocks),
  /** The texts of the shop's other locales, by the copied block's id. */
  texts: z.record(z.string(), localeTextsSchema).default({}),
});

export type ClipboardPayload = z.output<typeof payloadSchema>;

/**
 * What the clipboard gets for blocks: the payload as JSON, and the plain text that carries it too, headed
 * by the blocks' types (not their names in the owner's language: the tab it is pasted in may have another).
 */
export function clipboardData(payload: ClipboardPayload): { json: string; text: string } {
  const json = JSON.stringify(payload);
  const types = payload.blocks.map((block) => block.type);
  return { json, text: `${PLAIN_TEXT_HEAD} (${types.length}): ${types.join(', ')}\n${json}` };
}

/** A payload of blocks, with the texts of the other locales where they are known. */
export function toPayload(blocks: readonly Block[], locale: string, texts: Record<string, LocaleTexts> = {}): ClipboardPayload {
  const ids = new Set([...walkBlocks(blocks)].map(({ block }) => block._id));
  const known = Object.fromEntries(Object.entries(texts).filter(([id]) => ids.has(id)));
  return { format: FORMAT, version: 1, locale, blocks: [...blocks], texts: known };
}

/** Why what the clipboard holds cannot be pasted on this page, in the editor's words for a refusal (EditorMoves). */
export type PasteRefusal =
  /** Not blocks at all: other programs' text, which the page's fields may take instead. */
  | { reason: 'clipboard-empty' }
  /** Blocks, but damaged or from an editor that no longer fits this one. */
  | { reason: 'clipboard-invalid' }
  /** A block type this shop does not get (or this build does not know). */
  | { reason: 'not-offered-for-shop'; blockType: string };

/** The payload in the clipboard's JSON or plain text, or why there is none. */
export function readClipboard(raw: string): ClipboardPayload | PasteRefusal {
  const trimmed = raw.trim();
  const json = trimmed.startsWith(PLAIN_TEXT_HEAD) ? trimmed.slice(trimmed.indexOf('\n') + 1) : trimmed;
  if (!json.startsWith('{')) return { reason: 'clipboard-empty' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { reason: json.includes(FORMAT) ? 'clipboard-invalid' : 'clipboard-empty' };
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== FORMAT) return { reason: 'clipboard-empty' };
  const parsed = payloadSchema.safeParse(value);
  return parsed.success ? parsed.data : { reason: 'clipboard-invalid' };
}

export const isRefusal = (value: ClipboardPayload | PasteRefusal | PastedBlocks): value is PasteRefusal => 'reason' in value;

/** Blocks ready to insert, and the texts of the locales other than the page's for each (by its new id). */
export interface PastedBlocks {
  blocks: Block[];
  texts: Record<string, LocaleTexts>;
}

/**
 * The payload's blocks for a page of a shop of `shopType` open in `locale`: each block (and each in its
 * columns) with a new id from `newId`, its data checked with its type's schema, the texts of `locale`
 * in its data when the payload has them (else the copied locale's stand in), and every other locale's
 * texts kept aside for the draft. Refuses types the shop does not get; the page tree refuses the rest
 * (a second category block, a page-only block in a column) when the blocks are inserted.
 */
export function pastedBlocks(payload: ClipboardPayload, shopType: ShopType, locale: string, newId: () => string): PastedBlocks | PasteRefusal {
  for (const { block } of walkBlocks(payload.blocks)) {
    if (!isBlockType(block.type) || !isOfferedFor(block.type, shopType)) return { reason: 'not-offered-for-shop', blockType: block.type };
    if (!blockDefinitions[block.type].schema.safeParse(block.data).success) return { reason: 'clipboard-invalid' };
  }
  const texts: Record<string, LocaleTexts> = {};
  const renamed = ({ columns, ...block }: Block): Block => {
    const copy = copyBlock(block, newId);
    const byLocale: LocaleTexts = { ...payload.texts[block._id] };
    const copied: Record<string, unknown> = {};
    for (const pattern of textPathsOf(block.type)) for (const [path, value] of valuesAt(block.data, pattern)) copied[path] = value;
    byLocale[payload.locale] = { ...byLocale[payload.locale], ...copied };
    for (const [path, value] of Object.entries(byLocale[locale] ?? {})) setAt(copy.data, path, structuredClone(value));
    const others = Object.fromEntries(Object.entries(byLocale).filter(([code, own]) => code !== locale && Object.keys(own).length > 0));
    if (Object.keys(others).length > 0) texts[copy._id] = others;
    return columns ? { ...copy, columns: columns.map((column) => column.map(renamed)) } : copy;
  };
  return { blocks: payload.blocks.map(renamed), texts };
}
