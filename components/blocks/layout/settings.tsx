'use client';

import { z } from 'zod';
import { NumberField } from '@/components/editor/fields/basic-fields';
import { numberRule } from '@/components/editor/fields/rules';
import { useFieldDraft } from '@/components/editor/fields/use-field-draft';
import { useEditorStore } from '@/components/editor/editor-store-context';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import type { LayoutBlockType } from '@/components/blocks/definitions';
import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';

/** How many columns a layout may have: at least one, at most the content's limit. */
const columnCount = z.number().int().min(1).max(PAGE_CONTENT_LIMITS.columns);

/**
 * Layouts (headline, nested headline, multi-column, image with text) keep no data: their one setting is
 * how many columns they have. One column less moves its blocks into the column before it.
 */
export function LayoutSettings({ block, labels }: BlockSettingsProps<LayoutBlockType>) {
  const store = useEditorStore();
  const rule = numberRule(columnCount, labels.validation);
  const columns = useFieldDraft<number | undefined>(block.columns?.length ?? 1, rule, (count) => {
    if (count !== undefined) store.getState().dispatch({ type: 'set-columns', id: block._id, count });
  });
  return <NumberField label={labels.ui.columns} min={rule.min} max={rule.max} step={rule.step} {...columns} />;
}
