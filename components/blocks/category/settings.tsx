'use client';

import { LineField, NumberField } from '@/components/editor/fields/basic-fields';
import { numberRule, textRule } from '@/components/editor/fields/rules';
import { useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { categoryBlockSchema } from './schema';

const { shape } = categoryBlockSchema;

/** A category listing: which category (its id, until a picker comes), and how many products a page shows. */
export function CategorySettings({ block, labels }: BlockSettingsProps<'category'>) {
  const { fields, validation } = labels;
  const categoryId = useDataField(block, 'categoryId', textRule(shape.categoryId, validation));
  const pageSizeRule = numberRule(shape.pageSize, validation);
  const pageSize = useDataField(block, 'pageSize', pageSizeRule);
  return (
    <>
      <LineField label={fields.categoryId} {...categoryId} />
      <NumberField label={fields.pageSize} min={pageSizeRule.min} max={pageSizeRule.max} step={pageSizeRule.step} {...pageSize} />
    </>
  );
}
