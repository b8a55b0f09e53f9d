import { columnRange } from '@/components/blocks/block-tree';
import { blockDefinitions, type BlockType } from '@/components/blocks/definitions';
import type { Block } from '@/lib/schemas/page-content';

/** A block id the editor makes up: short, unique on the page, allowed by the content schema. */
export const newBlockId = (): string => `b-${crypto.randomUUID().slice(0, 8)}`;

/** A new block of a type with its schema's defaults; layouts with the empty columns their definition starts with. */
export function newBlock(type: BlockType, id = newBlockId()): Block {
  const data = blockDefinitions[type].schema.parse({}) as Record<string, unknown>;
  const columns = columnRange(type);
  return columns ? { _id: id, type, data, columns: Array.from({ length: columns.start }, () => []) } : { _id: id, type, data };
}
