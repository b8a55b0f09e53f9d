import { findBlock } from '@/components/blocks/block-tree';
import type { Block } from '@/lib/schemas/page-content';
import { blockName } from './block-names';
import { columnOfTarget } from './block-moves';
import { fill, type WorkbenchLabels } from './labels';
import type { TreeDrop } from './tree/flat-tree';

/** What a drop is told against, by its outline row's id: a block by its name, a column's start as "Column 2 of Multi-column". */
export function targetName(blocks: readonly Block[], id: string, labels: WorkbenchLabels): string {
  const column = columnOfTarget(id);
  if (column) {
    const layout = findBlock(blocks, column.layoutId);
    return fill(labels.moves.columnIn, { number: column.column + 1, layout: layout ? blockName(layout, labels) : '' });
  }
  const block = findBlock(blocks, id);
  return block ? blockName(block, labels) : id;
}

/**
 * Where a dragged block will go, as screen readers hear it in Layers and on the canvas alike: "{name} will
 * go before {target}", after it, or at the start of a column.
 */
export function willGoText(blocks: readonly Block[], labels: WorkbenchLabels, name: string, drop: Pick<TreeDrop, 'overId' | 'side'>): string {
  const { moves } = labels;
  const template = drop.side === 'before' ? moves.willGoBefore : drop.side === 'after' ? moves.willGoAfter : moves.willGoInto;
  return fill(template, { name, target: targetName(blocks, drop.overId, labels) });
}
