import { blockDefinitions, isLayoutType } from '@/components/blocks/definitions';
import type { BlockType } from '@/lib/schemas/block-types';
import type { Block } from '@/lib/schemas/page-content';

/** Columns a new layout block starts with; multi-column can have up to six later. */
const STARTING_COLUMNS: Partial<Record<BlockType, number>> = { 'multi-column': 2, 'image-with-text': 2 };

/** A block id the editor makes up: short, unique on the page, allowed by the content schema. */
export const newBlockId = (): string => `b-${crypto.randomUUID().slice(0, 8)}`;

/** A new block of a type with its schema's defaults, layouts with their empty columns. */
export function newBlock(type: BlockType, id = newBlockId()): Block {
  const data = blockDefinitions[type].schema.parse({}) as Record<string, unknown>;
  return isLayoutType(type)
    ? { _id: id, type, data, columns: Array.from({ length: STARTING_COLUMNS[type] ?? 1 }, () => []) }
    : { _id: id, type, data };
}
