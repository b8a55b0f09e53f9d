'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { SLIDE_MEDIA_PLAYING, SLIDE_MEDIA_PLAYING_ATTRIBUTE, useStartedMedia } from '@/components/carousel/slide-media';
import { VideoPlayButton } from '@/components/blocks/video/video-play-button';
import { VIDEO_PROVIDER_NAMES, videoPauseMessage, type VideoRef } from '@/lib/blocks/video-id';
import styles from './video-slide.module.css';

interface Props {
  provider: VideoRef['provider'];
  /** The player's address, one that takes a pause by postMessage (`pausableEmbedUrl`). */
  embedUrl: string;
  /** The slide's image, shown until the video plays and keeping the slide's size while it does. */
  poster: ReactNode;
  /** The slide's place in its slider. */
  index: number;
}

/** Less than half of the player in view counts as out of it: moved away by the slider, or scrolled off. */
const IN_VIEW = 0.5;

/**
 * A content slider's video slide (spec section 5). Like the video block, the player (and its requests to
 * the video site) loads only when the shopper presses play, so nothing goes to the site before. Once it
 * plays, it is paused by postMessage whenever it leaves the view: the slide changing moves it out of the
 * slider's visible box, and scrolling moves it out of the window, both seen by one IntersectionObserver.
 * Starting it stops the slideshow (SLIDE_MEDIA_PLAYING).
 */
export function VideoSlide({ provider, embedUrl, poster, index }: Props) {
  const t = useTranslations('Blocks');
  const [playing, start] = useStartedMedia(index);
  const box = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLIFrameElement>(null);
  const name = VIDEO_PROVIDER_NAMES[provider];

  useEffect(() => {
    const node = box.current;
    if (!playing || !node) return;
    const { data, origin } = videoPauseMessage(provider);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio < IN_VIEW)) player.current?.contentWindow?.postMessage(data, origin);
    }, { threshold: IN_VIEW });
    observer.observe(node);
    return () => observer.disconnect();
  }, [playing, provider]);

  const play = () => {
    start();
    box.current?.dispatchEvent(new CustomEvent(SLIDE_MEDIA_PLAYING, { bubbles: true }));
  };

  return (
    <div ref={box} className={styles.slide} {...{ [SLIDE_MEDIA_PLAYING_ATTRIBUTE]: playing ? '' : undefined }}>
      {poster}
      {playing ? (
        <iframe
          ref={player} src={embedUrl} title={t('videoTitle', { provider: name })}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowFullScreen referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <VideoPlayButton className={styles.play} provider={name} onPlay={play} />
      )}
    </div>
  );
}
