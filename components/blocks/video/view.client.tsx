'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { VideoPlayButton } from './video-play-button';
import { VIDEO_PROVIDER_NAMES, type VideoRef } from '@/lib/blocks/video-id';
import styles from './view.module.css';

/**
 * A play button in the video's frame; the player (and its requests to the video site) loads only when
 * the shopper asks for it, which keeps pages fast and sends nothing to the site before. The player is
 * named by the owner's title, else by its site ("YouTube video").
 */
export function VideoFacade({ provider, embedUrl, title }: { provider: VideoRef['provider']; embedUrl: string; title?: string }) {
  const t = useTranslations('Blocks');
  const [playing, setPlaying] = useState(false);
  const name = VIDEO_PROVIDER_NAMES[provider];
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={title ?? t('videoTitle', { provider: name })}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <VideoPlayButton className={styles.play} provider={name} onPlay={() => setPlaying(true)} />
      )}
    </div>
  );
}
