'use client';

import { MultilineField } from '@/components/editor/fields/basic-fields';
import { textRule } from '@/components/editor/fields/rules';
import { useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { htmlBlockSchema } from './schema';

/** Free HTML, with what becomes of it on the page: sanitised, its scripts only after cookie consent. */
export function HtmlSettings({ block, labels }: BlockSettingsProps<'html'>) {
  const html = useDataField(block, 'html', textRule(htmlBlockSchema.shape.html, labels.validation));
  return <MultilineField label={labels.fields.html} rows={10} hint={labels.validation.htmlNote} {...html} />;
}
