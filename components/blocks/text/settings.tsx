'use client';

import { MultilineField } from '@/components/editor/fields/basic-fields';
import { textRule } from '@/components/editor/fields/rules';
import { useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { textBlockSchema } from './schema';

/** A text block's content, as HTML for now (a rich text field is to replace it). */
export function TextSettings({ block, labels }: BlockSettingsProps<'text'>) {
  const content = useDataField(block, 'content', textRule(textBlockSchema.shape.content, labels.validation));
  return <MultilineField label={labels.fields.content} {...content} />;
}
