'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { VIDEO_PROVIDER_NAMES, type VideoRef } from '@/lib/blocks/video-id';
import styles from './view.module.css';

/**
 * A play button in the video's frame; the player (and its requests to the video site) loads only when
 * the shopper asks for it, which keeps pages fast and sends nothing to the site before.
 */
export function VideoFacade({ provider, embedUrl }: { provider: VideoRef['provider']; embedUrl: string }) {
  const t = useTranslations('Blocks');
  const [playing, setPlaying] = useState(false);
  const name = VIDEO_PROVIDER_NAMES[provider];
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={t('videoTitle', { provider: name })}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48">
            <rect width="68" height="48" rx="12" fill="currentColor" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
          <span>{t('playVideo')}</span>
          <small>{t('videoNotice', { provider: name })}</small>
        </button>
      )}
    </div>
  );
}
