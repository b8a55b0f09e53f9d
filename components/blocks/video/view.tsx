import { parseVideoUrl, videoEmbedUrl } from '@/lib/blocks/video-id';
import type { BlockViewProps } from '../types';
import { VideoFacade } from './view.client';

/** A YouTube or Vimeo video behind a light facade; nothing when the link names no video (spec section 5). */
export function VideoBlock({ block }: BlockViewProps<'video'>) {
  const video = parseVideoUrl(block.data.src);
  if (!video) return null;
  return <VideoFacade provider={video.provider} embedUrl={videoEmbedUrl(video)} title={block.data.title?.trim() || undefined} />;
}
