import { textPathsOf } from '@/lib/content/block-texts';
import { valuesAt } from '@/lib/content/field-paths';
import type { Block } from '@/lib/schemas/page-content';
import { fill, type FieldTextKey, type WorkbenchLabels } from '../labels';

/**
 * A language by its own name ("Deutsch", "English"), capitalised: how "Copy from English" names the
 * shop's default language, and the lists name the languages whose texts are missing.
 */
export function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The text field names the inspector gives each text path's last part (the video's and map's `title` is their "Title"). */
const FIELD_NAMES: Record<string, FieldTextKey> = {
  alt: 'alt', headline: 'headline', text: 'text', buttontext: 'buttontext', content: 'content', html: 'html', title: 'embedTitle',
};

/** A text field as the inspector names it: "Alternative text", or "Image 2 · Alternative text" for a slide's. */
export function textFieldName(path: string, labels: WorkbenchLabels): string {
  const parts = path.split('.');
  const last = parts.at(-1)!;
  const name = Object.hasOwn(FIELD_NAMES, last) ? labels.fields[FIELD_NAMES[last]!] : last;
  const index = parts.find((part) => /^\d+$/.test(part));
  return index === undefined ? name : `${fill(labels.fields.slide, { number: Number(index) + 1 })} · ${name}`;
}

/** The text fields a block holds (concrete paths, `images.2.alt`), in its type's order. */
export function textPathsOfBlock(block: Block): string[] {
  return textPathsOf(block.type).flatMap((pattern) => valuesAt(block.data, pattern).map(([path]) => path));
}
