'use client';

import { useId } from 'react';
import { isBlockType, isLayoutType } from '@/components/blocks/definitions';
import { BREAKPOINTS, hiddenOnOf, type Breakpoint } from '@/lib/schemas/block-visibility';
import { PAGE_CONTENT_LIMITS, type Block } from '@/lib/schemas/page-content';
import { BLOCK_FIELDS, type FieldSpec } from './block-fields';
import { BLOCK_NAME_KEYS } from './block-names';
import { useEditor, useEditorStore } from './editor-store-context';
import { ImageField } from './image-field';
import type { WorkbenchLabels } from './labels';
import { findBlock } from './state/block-tree';
import styles from './workbench.module.css';

/** The value a field's input gives, in the type the block's schema wants. */
function valueOf(spec: FieldSpec, input: HTMLInputElement | HTMLTextAreaElement): unknown {
  switch (spec.kind) {
    case 'toggle': return (input as HTMLInputElement).checked;
    case 'number': return input.value === '' ? undefined : Number(input.value);
    case 'list': return input.value.split(',').map((item) => item.trim()).filter(Boolean);
    default: return input.value;
  }
}

function Field({ block, spec, label }: { block: Block; spec: FieldSpec; label: string }) {
  const store = useEditorStore();
  const id = useId();
  const value = block.data[spec.name];
  const change = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    store.getState().dispatch({ type: 'update', id: block._id, data: { [spec.name]: valueOf(spec, event.currentTarget) }, typing: spec.kind !== 'toggle' });
  if (spec.kind === 'toggle') {
    return (
      <label className={styles.toggle}>
        <input type="checkbox" checked={value === true} onChange={change} /> {label}
      </label>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {spec.kind === 'multiline'
        ? <textarea id={id} rows={6} value={typeof value === 'string' ? value : ''} onChange={change} />
        : <input id={id} type={spec.kind === 'number' ? 'number' : 'text'} min={spec.min} max={spec.max} step={spec.step}
          value={spec.kind === 'list' ? (Array.isArray(value) ? value.join(', ') : '') : value === undefined || value === null ? '' : String(value)}
          onChange={change} />}
    </div>
  );
}

function ColumnsField({ block, label }: { block: Block; label: string }) {
  const store = useEditorStore();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" min={1} max={PAGE_CONTENT_LIMITS.columns} value={block.columns?.length ?? 1}
        onChange={(event) => {
          const count = Number(event.currentTarget.value);
          if (Number.isInteger(count) && count >= 1 && count <= PAGE_CONTENT_LIMITS.columns) store.getState().dispatch({ type: 'set-columns', id: block._id, count });
        }} />
    </div>
  );
}

/** The screen widths a block is hidden on: three checkboxes, one undo step each. */
function VisibilityField({ block, ui }: { block: Block; ui: WorkbenchLabels['ui'] }) {
  const store = useEditorStore();
  const hiddenOn = hiddenOnOf(block.settings);
  const toggle = (width: Breakpoint, hidden: boolean) => {
    const next = BREAKPOINTS.filter((b) => (b === width ? hidden : hiddenOn.includes(b)));
    store.getState().dispatch({ type: 'update', id: block._id, settings: { hiddenOn: next } });
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

/** The selected block's settings: every field of its type, the columns of a layout, where it is hidden. */
export function BlockSettings({ labels }: { labels: WorkbenchLabels }) {
  const block = useEditor((s) => (s.selectedId ? findBlock(s.blocks, s.selectedId) : null));
  if (!block || !isBlockType(block.type)) return <p className={styles.empty}>{labels.ui.noSelection}</p>;
  const fields = BLOCK_FIELDS[block.type];
  return (
    <section aria-label={labels.ui.settings}>
      <h2 className={styles.heading}>{labels.blocks[BLOCK_NAME_KEYS[block.type]]}</h2>
      {fields.map((spec) => {
        const key = `${block._id}-${spec.name}`;
        const label = labels.fields[spec.label ?? spec.name] ?? spec.name;
        return spec.kind === 'image'
          ? <ImageField key={key} block={block} label={label} ui={labels.ui} />
          : <Field key={key} block={block} spec={spec} label={label} />;
      })}
      {isLayoutType(block.type) && <ColumnsField block={block} label={labels.ui.columns} />}
      <VisibilityField block={block} ui={labels.ui} />
    </section>
  );
}
