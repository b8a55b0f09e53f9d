'use client';

import { useTranslations } from 'next-intl';

/**
 * What a video shows before its player loads (the video block, a video slide): "Play video", and that
 * pressing it sends the visit to the provider. Nothing reaches the provider before it is pressed.
 */
export function VideoPlayButton({ className, provider, onPlay }: { className: string | undefined; provider: string; onPlay: () => void }) {
  const t = useTranslations('Blocks');
  return (
    <button type="button" className={className} onClick={onPlay}>
      <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48">
        <rect width="68" height="48" rx="12" fill="currentColor" />
        <path d="M27 14v20l18-10z" fill="#fff" />
      </svg>
      <span>{t('playVideo')}</span>
      <small>{t('videoNotice', { provider })}</small>
    </button>
  );
}
