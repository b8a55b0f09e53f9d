import { parseVideoUrl, videoEmbedUrl } from '@/lib/blocks/video-id';
import type { BlockViewProps } from '../types';
import { videoBlockSchema } from './schema';
import { VideoFacade } from './view.client';

/** A YouTube or Vimeo video behind a light facade; nothing when the link names no video (spec section 5). */
export function VideoBlock({ block }: BlockViewProps) {
  const parsed = videoBlockSchema.safeParse(block.data);
  const video = parsed.success ? parseVideoUrl(parsed.data.src) : null;
  if (!video) return null;
  return <VideoFacade provider={video.provider} embedUrl={videoEmbedUrl(video)} />;
}
