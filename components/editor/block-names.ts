import { blockDefinitions, BLOCK_TYPES, isBlockType } from '@/components/blocks/definitions';
import type { Block } from '@/lib/schemas/page-content';
import type { WorkbenchLabels } from './labels';

/** Message keys of the block types' names (messages/*.json, namespace EditorBlocks), from their definitions. */
export const BLOCK_NAME_KEYS: readonly string[] = BLOCK_TYPES.map((type) => blockDefinitions[type].label);

/** A type's name in the owner's language; the type itself for one this build does not know. */
export function typeName(type: string, labels: WorkbenchLabels): string {
  return isBlockType(type) ? labels.blocks[blockDefinitions[type].label] ?? type : type;
}

/**
 * A block's name in the outline: its type's name, and the start of its text where it has one; for a
 * section's reference, the section's name (`sectionName`, which the editor's store knows).
 */
export function blockName(block: Block, labels: WorkbenchLabels, sectionName?: string): string {
  const name = typeName(block.type, labels);
  const text = sectionName ?? (typeof block.data.content === 'string' ? block.data.content.replace(/<[^>]*>/g, ' ').trim().slice(0, 40) : '');
  return text ? `${name}: ${text}` : name;
}
