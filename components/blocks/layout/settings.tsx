'use client';

import { z } from 'zod';
import { NumberField } from '@/components/editor/fields/basic-fields';
import { numberRule } from '@/components/editor/fields/rules';
import { useFieldDraft } from '@/components/editor/fields/use-field-draft';
import { useEditorStore } from '@/components/editor/editor-store-context';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { columnRange } from '@/components/blocks/block-tree';
import type { LayoutBlockType } from '@/components/blocks/definitions';

/** How many columns a layout of a type may have, as its definition says (the page tree refuses others). */
const columnCount = (type: LayoutBlockType) => {
  // A layout type's definition always names its columns (that is what makes it a layout).
  const { min, max } = columnRange(type)!;
  return z.number().int().min(min).max(max);
};

/**
 * Layouts (headline, nested headline, multi-column, image with text) keep no data: their one setting is
 * how many columns they have. One column less moves its blocks into the column before it.
 */
export function LayoutSettings({ block, labels }: BlockSettingsProps<LayoutBlockType>) {
  const store = useEditorStore();
  const rule = numberRule(columnCount(block.type), labels.validation);
  const columns = useFieldDraft<number | undefined>(block.columns?.length ?? 1, rule, (count) => {
    if (count !== undefined) store.getState().dispatch({ type: 'set-columns', id: block._id, count });
  });
  return <NumberField label={labels.ui.columns} min={rule.min} max={rule.max} step={rule.step} {...columns} />;
}
