'use client';

import { LineField, MultilineField } from '@/components/editor/fields/basic-fields';
import { checkWith, textRule, type FieldRule } from '@/components/editor/fields/rules';
import { useBlockUpdate, useDataField, useFieldDraft } from '@/components/editor/fields/use-field-draft';
import type { WorkbenchLabels } from '@/components/editor/labels';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { mapEmbedUrl } from '@/lib/blocks/map-embed';
import { mapsBlockSchema } from './schema';

/**
 * Google's embed address, pasted alone or inside the whole iframe snippet; it is what the block stores
 * (in `src`). Anything else would show no map (the view frames nothing else), so it is refused.
 */
function mapRule(texts: WorkbenchLabels['validation']): FieldRule<string> {
  return {
    check(text) {
      if (text.trim() === '') return { ok: true, value: '' };
      const src = mapEmbedUrl(text);
      return src === null ? { ok: false, error: texts.mapEmbedOnly } : checkWith(mapsBlockSchema.shape.src, src, texts);
    },
    format: (value) => value,
  };
}

/** A map: the owner pastes what Google Maps' "Embed a map" gives; the block keeps the map's address, and its title. */
export function MapsSettings({ block, labels }: BlockSettingsProps<'maps'>) {
  const update = useBlockUpdate(block._id);
  const { src = '', iframe = '' } = block.data;
  // A block saved with the whole snippet in `iframe` (before this panel) shows it until the next paste replaces it.
  const map = useFieldDraft(src || iframe, mapRule(labels.validation), (value) => update(iframe ? { src: value, iframe: '' } : { src: value }, true));
  const title = useDataField(block, 'title', textRule(mapsBlockSchema.shape.title, labels.validation));
  return (
    <>
      <MultilineField label={labels.fields.iframe} rows={4} {...map} />
      <LineField label={labels.fields.embedTitle} hint={labels.validation.embedTitleHint} {...title} />
    </>
  );
}
