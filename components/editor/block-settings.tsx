'use client';

import { isBlockType, type BlockType } from '@/components/blocks/definitions';
import { BREAKPOINTS, hiddenOnOf, type Breakpoint } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import { blockName, typeName } from './block-names';
import { useEditor, useEditorStore } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import type { BlockSettingsPanel, EditorBlock } from './settings-props';
import { blockSettingsPanels } from './settings-registry';
import { hideSelection } from './state/selection';
import { TranslationFields } from './translations/translation-fields';
import { ancestorsOf, findBlock } from '@/components/blocks/block-tree';
import { useMemo } from 'react';
import styles from './workbench.module.css';
import { SaveAsSection } from './sections/save-as-section';

/** The screen widths a block is hidden on: three checkboxes, one undo step each, for the inspector's block alone. */
function VisibilityField({ block, ui }: { block: Block; ui: WorkbenchLabels['ui'] }) {
  const store = useEditorStore();
  const hiddenOn = hiddenOnOf(block.settings);
  const toggle = (width: Breakpoint, hidden: boolean) => {
    const action = hideSelection(store.getState().blocks, [block._id], width, hidden);
    if (action) store.getState().dispatch(action);
  };
  return (
    <fieldset className={styles.visibility}>
      <legend>{ui.hideOn}</legend>
      {BREAKPOINTS.map((width) => (
        <label key={width} className={styles.toggle}>
          <input type="checkbox" checked={hiddenOn.includes(width)} onChange={(event) => toggle(width, event.currentTarget.checked)} /> {ui[width]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Where the selected block sits when it is inside layouts: each layout (a button that selects it) and the
 * column holding the next one down, then the block itself.
 */
function BlockPath({ block, labels }: { block: Block; labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const blocks = useEditor((s) => s.blocks);
  const path = useMemo(() => ancestorsOf(blocks, block._id), [blocks, block._id]);
  if (path.length === 0) return null;
  const { ui } = labels;
  return (
    <nav aria-label={ui.blockPath} className={styles.blockPath}>
      <ol>
        {path.map(({ block: parent, column }) => {
          const name = blockName(parent, labels);
          return (
            <li key={parent._id}>
              <button type="button" aria-label={fill(ui.selectParent, { name })} onClick={() => store.getState().select(parent._id)}>{name}</button>
              <span>{fill(ui.column, { number: column + 1 })}</span>
            </li>
          );
        })}
        <li aria-current="location">{blockName(block, labels)}</li>
      </ol>
    </nav>
  );
}

/** The selected block's settings: its type's name, where it sits, its type's own panel, and where it is hidden. */
export function BlockSettings({ labels }: { labels: WorkbenchLabels }) {
  const block = useEditor((s) => (s.selectedId ? findBlock(s.blocks, s.selectedId) : null));
  if (!block || !isBlockType(block.type)) return <section aria-label={labels.ui.settings}><p className={styles.empty}>{labels.ui.noSelection}</p></section>;
  // The registry pairs each type with the panel of its data; the casts name the type isBlockType just checked.
  const Panel = blockSettingsPanels[block.type] as BlockSettingsPanel<BlockType>;
  return (
    <section aria-label={labels.ui.settings}>
      <h2 className={styles.heading}>{typeName(block.type, labels)}</h2>
      <BlockPath block={block} labels={labels} />
      <TranslationFields block={block} labels={labels} />
      {/* Keyed by block: what the owner typed into one block's fields never shows in the next one's. */}
      <Panel key={block._id} block={block as EditorBlock<BlockType>} labels={labels} />
      <VisibilityField block={block} ui={labels.ui} />
      <SaveAsSection key={`save-${block._id}`} block={block} labels={labels} />
    </section>
  );
}
