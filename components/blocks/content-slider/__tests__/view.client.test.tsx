/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SLIDE_MEDIA_PLAYING } from '@/components/carousel/slide-media';
import { pausableEmbedUrl, type VideoRef } from '@/lib/blocks/video-id';
import messages from '@/messages/en.json';
import { VideoSlide } from '../view.client';

/** The one IntersectionObserver a playing slide makes, to be told what the browser would see. */
let seen: ((ratio: number) => void) | null = null;
beforeAll(() => {
  window.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      seen = (ratio) => this.report([{ target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry], this as never);
    }
    disconnect() {
      seen = null;
    }
  } as unknown as typeof IntersectionObserver;
});

function renderSlide(video: VideoRef) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <VideoSlide provider={video.provider} embedUrl={pausableEmbedUrl(video)} poster={<span role="img" aria-label="Summer collection" />} index={2} />
    </NextIntlClientProvider>,
  );
}

describe('a content slider’s video slide', () => {
  it('shows its image and a play button, and asks nothing of the video site before it is pressed', () => {
    renderSlide({ provider: 'youtube', id: 'aqz-KE-bpKQ' });
    expect(screen.getByRole('img', { name: 'Summer collection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Play video.*Playing loads the video from YouTube/ })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(seen).toBeNull();
  });

  it('loads the pausable player when played, and tells the slider a video plays', () => {
    const { container } = renderSlide({ provider: 'youtube', id: 'aqz-KE-bpKQ' });
    const told = jest.fn();
    container.addEventListener(SLIDE_MEDIA_PLAYING, told);
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const player = screen.getByTitle('YouTube video');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&enablejsapi=1');
    expect(told).toHaveBeenCalledTimes(1);
    expect(player.parentElement).toHaveAttribute('data-slide-media-playing');
  });

  it.each([
    ['youtube', 'aqz-KE-bpKQ', '{"event":"command","func":"pauseVideo","args":[]}', 'https://www.youtube-nocookie.com'],
    ['vimeo', '76979871', '{"method":"pause"}', 'https://player.vimeo.com'],
  ] as const)('pauses a %s player by postMessage once it leaves the view (slide changed or scrolled off), not before', (provider, id, message, origin) => {
    renderSlide({ provider, id });
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const player = document.querySelector('iframe')!;
    const postMessage = jest.spyOn(player.contentWindow!, 'postMessage').mockImplementation(() => {});
    act(() => seen!(1));
    act(() => seen!(0.6));
    expect(postMessage).not.toHaveBeenCalled();
    act(() => seen!(0));
    expect(postMessage).toHaveBeenCalledWith(message, origin);
  });
});
