'use client';

import { LineField } from '@/components/editor/fields/basic-fields';
import { textRule, videoLinkRule } from '@/components/editor/fields/rules';
import { useDataField } from '@/components/editor/fields/use-field-draft';
import { fill } from '@/components/editor/labels';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { parseVideoUrl, VIDEO_PROVIDER_NAMES } from '@/lib/blocks/video-id';
import { videoBlockSchema } from './schema';

/** A YouTube or Vimeo link, as the owner pasted it, with the video the storefront will show from it, and its title. */
export function VideoSettings({ block, labels }: BlockSettingsProps<'video'>) {
  const src = useDataField(block, 'src', videoLinkRule(videoBlockSchema.shape.src, labels.validation));
  const title = useDataField(block, 'title', textRule(videoBlockSchema.shape.title, labels.validation));
  const video = src.error ? null : parseVideoUrl(src.value);
  const found = video && fill(labels.validation.videoFound, { provider: VIDEO_PROVIDER_NAMES[video.provider], id: video.id });
  return (
    <>
      <LineField label={labels.fields.src} hint={found} {...src} />
      <LineField label={labels.fields.embedTitle} hint={labels.validation.embedTitleHint} {...title} />
    </>
  );
}
