/** A video on a site the video block can embed. */
export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
}

/** The video sites by the names people know them by (the same in every language). */
export const VIDEO_PROVIDER_NAMES: Record<VideoRef['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
/** YouTube paths whose next segment is the id. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'v', 'live', 'e']);

/** Owners paste a link, a link without scheme, or a whole embed snippet; all become a URL. */
function toUrl(input: string): URL | null {
  const text = input.trim();
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1] ?? text;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(src) ? src : `https://${src.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments[0] && YOUTUBE_ID_PATHS.has(segments[0])) return segments[1];
  return undefined;
}

function vimeoId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return segments[0] === 'video' ? segments[1] : undefined;
  if (host !== 'vimeo.com') return undefined;
  // vimeo.com/123, /channels/staffpicks/123, /groups/name/videos/123, /showcase/1/video/123: the last number.
  return segments.findLast((segment) => VIMEO_ID.test(segment));
}

/** The video a link points to on YouTube or Vimeo (spec section 5); null when none is found. */
export function parseVideoUrl(input: string): VideoRef | null {
  const url = toUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? { provider: 'youtube', id: youtube } : null;
  const vimeo = vimeoId(url, host);
  return vimeo !== undefined && VIMEO_ID.test(vimeo) ? { provider: 'vimeo', id: vimeo } : null;
}

/** The privacy-friendly player address of a video, started at once (the shopper asked for it). */
export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
}

/**
 * The player address of a video in a content slider: as `videoEmbedUrl`, with YouTube's player told to
 * take commands by postMessage (Vimeo's always does), so the slider can pause it (`videoPauseMessage`).
 */
export function pausableEmbedUrl(video: VideoRef): string {
  return video.provider === 'youtube' ? `${videoEmbedUrl(video)}&enablejsapi=1` : videoEmbedUrl(video);
}

/** The postMessage that pauses a player, and the origin it must be sent to (spec section 5: a video slide pauses). */
export function videoPauseMessage(provider: VideoRef['provider']): { data: string; origin: string } {
  return provider === 'youtube'
    ? { data: JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }), origin: 'https://www.youtube-nocookie.com' }
    : { data: JSON.stringify({ method: 'pause' }), origin: 'https://player.vimeo.com' };
}
