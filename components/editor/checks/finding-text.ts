import type { CheckFinding, CheckRule } from '@/lib/content/checks/types';
import { fill, type WorkbenchLabels, type WorkbenchTextKey } from '../labels';

/** Each kind's heading in the panel. */
export const RULE_TITLE_KEYS: Record<CheckRule, WorkbenchTextKey> = {
  'image-alt': 'checkRuleImageAlt',
  contrast: 'checkRuleContrast',
  headings: 'checkRuleHeadings',
  links: 'checkRuleLinks',
  'embed-title': 'checkRuleEmbedTitle',
  'page-weight': 'checkRulePageWeight',
  'missing-text': 'checkRuleMissingText',
};

const isTextKey = (labels: WorkbenchLabels, key: string): key is WorkbenchTextKey => Object.hasOwn(labels.ui, key);

/**
 * A finding in the owner's words: its message filled with its values, a field named as the inspector
 * names it and a language by its name in the owner's language.
 */
export function findingText(finding: CheckFinding, labels: WorkbenchLabels): string {
  const values = { ...finding.values };
  const field = values.field;
  if (typeof field === 'string' && Object.hasOwn(labels.fields, field)) values.field = labels.fields[field as keyof WorkbenchLabels['fields']];
  if (typeof values.locale === 'string') {
    values.language = new Intl.DisplayNames([labels.language], { type: 'language' }).of(values.locale) ?? values.locale;
  }
  return isTextKey(labels, finding.message) ? fill(labels.ui[finding.message], values) : finding.message;
}
