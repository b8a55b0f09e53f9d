import type { BlockType } from '@/lib/schemas/block-types';
import type { BlockDataOf } from './definitions';

interface BlockBase {
  _id: string;
  settings?: Record<string, unknown>;
  /** Layout blocks hold their children per column. */
  columns?: RenderBlock[][];
}

/** A block of a known type whose data fitted its schema when the content was loaded (defaults filled in). */
export type TypedBlock<T extends BlockType = BlockType> = { [K in T]: BlockBase & { type: K; data: BlockDataOf<K> } }[T];

/** A stored block of a type this build does not know: it shows the spec's 'Unknown block type'. */
export interface UnknownTypeBlock {
  _id: string;
  type: string;
  unknownType: true;
}

/** What a page renders: content as loaded for one locale, validated once rather than on every render. */
export type RenderBlock = TypedBlock | UnknownTypeBlock;
