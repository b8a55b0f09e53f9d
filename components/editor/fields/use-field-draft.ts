'use client';

import { useState } from 'react';
import { useEditorStore } from '../editor-store-context';
import { findBlock } from '@/components/blocks/block-tree';
import type { FieldRule } from './rules';

interface Draft<T> {
  text: string;
  error: string | null;
  /** The stored value the text stands for; once the block holds another (undo, a reload), the text goes. */
  basis: T;
}

/**
 * An input bound to a stored value through a rule. The input shows what the owner typed; a value the
 * rule takes is stored at once (`commit`), one it refuses is shown with its message but not stored,
 * so the block keeps its last valid value and autosave never sends a draft the server would refuse.
 * Spread the result into a field: `<LineField label={...} {...draft} />`.
 */
export function useFieldDraft<T>(stored: T, rule: FieldRule<T>, commit: (value: T) => void) {
  const [draft, setDraft] = useState<Draft<T> | null>(null);
  const current = draft && Object.is(draft.basis, stored) ? draft : null;
  return {
    value: current ? current.text : rule.format(stored),
    error: current?.error ?? null,
    onChange(text: string) {
      const checked = rule.check(text);
      if (checked.ok) commit(checked.value);
      setDraft({ text, error: checked.ok ? null : checked.error, basis: checked.ok ? checked.value : stored });
    },
  };
}

/**
 * Changes a block's data. `typing` merges keystrokes into one undo step; a toggle or an upload is a step
 * of its own. A block deleted meanwhile (an upload still on its way) is left alone.
 */
export function useBlockUpdate(id: string): (data: Record<string, unknown>, typing: boolean) => void {
  const store = useEditorStore();
  return (data, typing) => {
    if (findBlock(store.getState().blocks, id)) store.getState().dispatch({ type: 'update', id, data, typing });
  };
}

/** A text field of a block's data, typed into: checked by `rule`, stored as the owner types. */
export function useDataField<D extends object, K extends keyof D & string>(block: { _id: string; data: D }, name: K, rule: FieldRule<D[K]>) {
  const update = useBlockUpdate(block._id);
  return useFieldDraft(block.data[name], rule, (value) => update({ [name]: value }, true));
}
