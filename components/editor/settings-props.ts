import type { ReactNode } from 'react';
import type { BlockDataOf } from '@/components/blocks/definitions';
import type { BlockType } from '@/components/blocks/definitions';
import type { Block } from '@/lib/schemas/page-content';
import type { WorkbenchLabels } from './labels';

/**
 * A block of one type as the editor holds it. Its data may lack fields (a block stored before a field
 * existed, a locale without its own texts), so each is optional; the values present fitted the schema
 * when they were saved, as every write is validated.
 */
export type EditorBlock<T extends BlockType> = Omit<Block, 'type' | 'data'> & { type: T; data: Partial<BlockDataOf<T>> };

export interface BlockSettingsProps<T extends BlockType> {
  block: EditorBlock<T>;
  labels: WorkbenchLabels;
}

/** A block type's settings panel (components/blocks/<type>/settings.tsx): its fields, without the frame. */
export type BlockSettingsPanel<T extends BlockType> = (props: BlockSettingsProps<T>) => ReactNode;
