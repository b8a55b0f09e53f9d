'use client';

import { NumberField } from '@/components/editor/fields/basic-fields';
import { CategoryPicker } from '@/components/editor/fields/category-picker';
import { numberRule } from '@/components/editor/fields/rules';
import { useBlockUpdate, useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { categoryBlockSchema } from './schema';

const { shape } = categoryBlockSchema;

/** A category listing: which category, and how many products a page shows. */
export function CategorySettings({ block, labels }: BlockSettingsProps<'category'>) {
  const { fields, validation } = labels;
  const update = useBlockUpdate(block._id);
  const pageSizeRule = numberRule(shape.pageSize, validation);
  const pageSize = useDataField(block, 'pageSize', pageSizeRule);
  return (
    <>
      {/* Where the canvas's "Select category" button sends the focus. */}
      <div data-settings-field="categoryId">
        <CategoryPicker label={fields.categoryId} value={block.data.categoryId || undefined} labels={labels.pickers}
          onChange={(categoryId) => update({ categoryId: categoryId ?? '' }, false)} />
      </div>
      <NumberField label={fields.pageSize} min={pageSizeRule.min} max={pageSizeRule.max} step={pageSizeRule.step} {...pageSize} />
    </>
  );
}
