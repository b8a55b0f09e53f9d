import type { BlockDataOf, BlockType } from './definitions';

interface BlockBase {
  _id: string;
  settings?: Record<string, unknown>;
  /** Layout blocks hold their children per column. */
  columns?: RenderBlock[][];
}

/** A block of a known type whose data fitted its schema when the content was loaded (defaults filled in). */
export type TypedBlock<T extends BlockType = BlockType> = { [K in T]: BlockBase & { type: K; data: BlockDataOf<K> } }[T];

/**
 * A stored block the views cannot render: of a type this build does not know (it shows the spec's
 * 'Unknown block type'), or whose data no longer fits its type's schema (written by an older build;
 * shoppers see nothing of it, the owner's canvas says so, and the server logs it).
 */
export interface UnrenderableBlock {
  _id: string;
  type: string;
  problem: 'unknown-type' | 'invalid-data';
}

/** What a page renders: content as loaded for one locale, validated once rather than on every render. */
export type RenderBlock = TypedBlock | UnrenderableBlock;
