import { choicesByDevice, deviceChoiceClasses } from '../device-choices';
import choices from '../device-choices.module.css';
import type { BlockViewProps } from '../types';
import styles from './view.module.css';

/**
 * A section's blocks in the place of its reference (the loader expanded them into the reference's one
 * column, components/blocks/sections.ts). Shoppers get the blocks alone, with no element of the
 * reference's unless the page gives the section spacing on some device (a box with a class per device).
 * On the editor's canvas they are one block: inert, so that a click, the hover outline and the Tab key
 * reach the reference (which the owner selects, edits through or detaches), never a block of the
 * section, which is edited in the section itself.
 */
export function SectionBlock({ block, context, renderBlocks }: BlockViewProps<'section'>) {
  const blocks = block.columns?.[0] ?? [];
  const spacing = deviceChoiceClasses(choicesByDevice(block.data.spacing, block.data.devices, 'spacing', 'theme'), 'theme', 'spacing', choices);
  const className = spacing.length > 0 ? [styles.spaced, ...spacing].join(' ') : undefined;
  if (context.mode !== 'editor') return className ? <div className={className}>{renderBlocks(blocks)}</div> : <>{renderBlocks(blocks)}</>;
  return (
    <div inert data-section={block.data.sectionId} className={className} style={{ minHeight: blocks.length === 0 ? '2rem' : undefined }}>
      {renderBlocks(blocks)}
    </div>
  );
}
