'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

/** Sent up by a slide's media (a video slide's player) as it starts playing: the slideshow stops moving on. */
export const SLIDE_MEDIA_PLAYING = 'vitrine:slide-media-playing';
/** Marks a slide whose media plays, for a swiper that takes over after it started. */
export const SLIDE_MEDIA_PLAYING_ATTRIBUTE = 'data-slide-media-playing';

const StartedMedia = createContext<Set<number> | null>(null);

/**
 * Which slides' media the shopper started, kept by the carousel, which stays when swiper takes over the
 * slides from the scrollable row: a video started in the row is still playing in swiper's slide.
 */
export function SlideMediaProvider({ children }: { children: ReactNode }) {
  const [started] = useState(() => new Set<number>());
  return <StartedMedia value={started}>{children}</StartedMedia>;
}

/** Whether the media of the slide at `index` was started, and how to start it (outside a carousel: this render's own). */
export function useStartedMedia(index: number): [boolean, () => void] {
  const started = useContext(StartedMedia);
  const [playing, setPlaying] = useState(() => started?.has(index) ?? false);
  const start = () => {
    started?.add(index);
    setPlaying(true);
  };
  return [playing, start];
}
