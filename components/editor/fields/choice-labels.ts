import type { FieldTextKey, WorkbenchLabels } from '../labels';

/** The label of each value of the scales of settings per device (components/blocks/device-choices.ts, the image's heights). */
const CHOICE_LABELS = {
  theme: 'themeDefault', start: 'alignStart', center: 'alignCenter', end: 'alignEnd', auto: 'heightAuto',
  none: 'sizeNone', s: 'sizeS', m: 'sizeM', l: 'sizeL', xl: 'sizeXL',
} as const satisfies Record<string, FieldTextKey>;
export type ChoiceValue = keyof typeof CHOICE_LABELS;

/** The choice settings, each with the value a block without it shows (its scale's first). */
export const CHOICE_FIELDS: Readonly<Record<string, ChoiceValue>> = { align: 'theme', headlineSize: 'theme', spacing: 'theme', displayHeight: 'auto' };

/** A scale's values with their labels, in the scale's order, for a DeviceChoiceField. */
export const choiceOptions = <V extends ChoiceValue>(scale: readonly V[], fields: WorkbenchLabels['fields']) =>
  scale.map((value) => ({ value, label: fields[CHOICE_LABELS[value]] }));

/** A choice setting's stored value as its select shows it (absent: the field's default); null for any other field. */
export function choiceLabel(field: string, value: unknown, fields: WorkbenchLabels['fields']): string | null {
  if (!Object.hasOwn(CHOICE_FIELDS, field)) return null;
  const chosen = value ?? CHOICE_FIELDS[field];
  return typeof chosen === 'string' && Object.hasOwn(CHOICE_LABELS, chosen) ? fields[CHOICE_LABELS[chosen as ChoiceValue]] : null;
}
