import { THEME_COLOURS } from '@/components/blocks/image/colours';
import type { BlockDiff, FieldDiff } from '@/lib/content/block-diff';
import { BREAKPOINTS } from '@/lib/schemas/block-visibility';
import { OVERRIDE_DEVICES, type OverrideDevice } from '@/lib/schemas/device-values';
import { choiceLabel } from '../fields/choice-labels';
import { fill, type FieldTextKey, type WorkbenchLabels } from '../labels';

/** A changed setting as the inspector names it, with its values as an owner reads them (null: not shown as a value). */
export interface FieldWords {
  label: string;
  before: string | null;
  after: string | null;
}

const COLOUR_NAME_KEYS = {
  text: 'colourText', muted: 'colourMuted', primary: 'colourPrimary', accent: 'colourAccent', surface: 'colourSurface',
} as const satisfies Record<(typeof THEME_COLOURS)[number], FieldTextKey>;

/** Fields whose label differs from their data key, per block type (the settings panels' choice). */
const LABEL_BY_TYPE: Record<string, Record<string, FieldTextKey>> = {
  image: { src: 'image', width: 'image', height: 'image' },
  video: { title: 'embedTitle' },
  maps: { src: 'iframe', title: 'embedTitle' },
};

/** A text as read: tags dropped, entities of the rich text's kind decoded, spaces collapsed, long ones cut. */
export function plainText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** An image by its file's name, as the image field shows it. */
export function imageName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || src;
  } catch {
    return name || src;
  }
}

/** A device's own value (`devices.phone.align`): the device and the field, or null for any other field. */
function deviceField(field: string): { device: OverrideDevice; key: string } | null {
  const [root, device, key] = field.split('.');
  return root === 'devices' && key && OVERRIDE_DEVICES.includes(device as OverrideDevice) ? { device: device as OverrideDevice, key } : null;
}

function valueWords(block: BlockDiff['block'], path: string, value: unknown, labels: WorkbenchLabels): string | null {
  const { ui, fields } = labels;
  // A device without a value of its own inherits one: no value of its own to show.
  const own = deviceField(path);
  if (own && value === undefined) return ui.compareEmpty;
  const field = own?.key ?? path;
  // A choice from a scale, as its select says it; absent on the desktop, the scale's default.
  const choice = choiceLabel(field, value, fields);
  if (choice) return choice;
  // An id (a category's) says nothing readable: the label alone tells what changed.
  if (field === 'categoryId') return null;
  // No colour of its own: the theme's, as the colour select calls it.
  if (field.endsWith('Colour') && value === undefined) return fields.colourDefault;
  if (value === undefined || value === null || value === '') return ui.compareEmpty;
  if (field === 'settings.hiddenOn') {
    const hidden = Array.isArray(value) ? BREAKPOINTS.filter((width) => value.includes(width)) : [];
    return hidden.length ? hidden.map((width) => ui[width]).join(', ') : ui.compareEmpty;
  }
  if (field.endsWith('Colour') && typeof value === 'number') {
    const name = THEME_COLOURS[value];
    return name ? fields[COLOUR_NAME_KEYS[name]] : String(value);
  }
  if (typeof value === 'boolean') return value ? ui.yes : ui.no;
  if (typeof value === 'number') return block.type === 'image' && (field === 'width' || field === 'height') ? null : String(value);
  if (typeof value === 'string') return field === 'src' && block.type === 'image' ? imageName(value) : plainText(value) || ui.compareEmpty;
  if (field === 'images' && Array.isArray(value)) {
    return value.map((slide: { src?: unknown }) => (typeof slide?.src === 'string' ? imageName(slide.src) : '')).filter(Boolean).join(', ') || ui.compareEmpty;
  }
  if (field === 'productIds' && Array.isArray(value)) return String(value.length);
  if (field === 'crop') return ui.yes;
  // Other structures say nothing readable either.
  return null;
}

/**
 * The label of a field as its block's settings panel shows it, or the data key for one it has none for;
 * a device's own value is named with the device's group ("Alignment, For Phone").
 */
function fieldLabel(type: string, field: string, labels: WorkbenchLabels): string {
  const own = deviceField(field);
  if (own) return `${fieldLabel(type, own.key, labels)}, ${fill(labels.ui.valueForDevice, { device: labels.ui[own.device] })}`;
  if (field === 'settings.hiddenOn') return labels.ui.hideOn;
  if (field === 'columns') return labels.ui.columns;
  if (field === 'crop') return labels.crop.cropImage;
  const key = LABEL_BY_TYPE[type]?.[field] ?? field;
  return (labels.fields as Record<string, string>)[key] ?? field;
}

/**
 * A changed block's fields in the inspector's words: each labelled as its settings panel labels it and
 * its values readable (text without tags, Yes and No, an image by its file's name), never JSON. An
 * image's size changes with its picture and is not listed apart when the picture changed.
 */
export function describeFields(block: BlockDiff['block'], diffs: FieldDiff[], labels: WorkbenchLabels): FieldWords[] {
  const pictureChanged = block.type === 'image' && diffs.some((diff) => diff.field === 'src');
  return diffs
    .filter((diff) => !(pictureChanged && (diff.field === 'width' || diff.field === 'height')))
    .map((diff) => {
      const before = valueWords(block, diff.field, diff.before, labels);
      const after = valueWords(block, diff.field, diff.after, labels);
      // Values that read alike (an id, a structure) show the label alone.
      const shown = before !== null && after !== null && before !== after;
      return { label: fieldLabel(block.type, diff.field, labels), before: shown ? before : null, after: shown ? after : null };
    });
}

