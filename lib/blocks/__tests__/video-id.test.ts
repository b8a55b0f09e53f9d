import fc from 'fast-check';
import { parseVideoUrl, pausableEmbedUrl, videoEmbedUrl, videoPauseMessage } from '../video-id';

const ID = 'aqz-KE-bpKQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}&list=PL123`,
    `http://www.youtube.com/watch?v=${ID}#t=10`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=5`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
    `<iframe width="560" src="https://www.youtube.com/embed/${ID}?si=x&amp;start=3" title="x"></iframe>`,
  ])('finds the YouTube id in %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id: ID });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871?share=copy#t=5', '76979871'],
    ['https://www.vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc&badge=0', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871'],
    ['vimeo.com/123', '123'],
  ])('finds the Vimeo id in %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', id });
  });

  it.each([
    '', '   ', 'not a url', 'https://www.youtube.com/', 'https://www.youtube.com/watch', 'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=aqz-KE-bpKQxx', 'https://youtu.be/',
    'https://www.youtube.com/channel/UC123', 'https://evil.test/watch?v=aqz-KE-bpKQ', 'https://youtube.com.evil.test/embed/aqz-KE-bpKQ',
    'https://vimeo.com/', 'https://vimeo.com/about', 'https://player.vimeo.com/video/abc', 'javascript:alert(1)//youtu.be/aqz-KE-bpKQ',
    'ftp://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/embed/<script>',
  ])('finds no video in %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('never throws, and every id it finds has the shape of its provider', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const video = parseVideoUrl(text);
      if (video?.provider === 'youtube') expect(video.id).toMatch(/^[\w-]{11}$/);
      if (video?.provider === 'vimeo') expect(video.id).toMatch(/^\d+$/);
    }));
  });

  it('finds any well-formed YouTube id in the watch, short and embed forms', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    fc.assert(fc.property(id, fc.constantFrom('https://www.youtube.com/watch?v=', 'https://youtu.be/', 'https://www.youtube.com/embed/', 'https://youtube.com/shorts/'), (videoId, prefix) => {
      expect(parseVideoUrl(`${prefix}${videoId}`)).toEqual({ provider: 'youtube', id: videoId });
    }));
  });
});

describe('videoEmbedUrl', () => {
  it('uses the no-cookie YouTube player and Vimeo without tracking', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: ID })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(videoEmbedUrl({ provider: 'vimeo', id: '42' })).toBe('https://player.vimeo.com/video/42?autoplay=1&dnt=1');
  });
});

describe('a video slide’s player', () => {
  it('takes commands by postMessage: YouTube is told so, Vimeo always does', () => {
    expect(pausableEmbedUrl({ provider: 'youtube', id: ID })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0&enablejsapi=1`);
    expect(pausableEmbedUrl({ provider: 'vimeo', id: '42' })).toBe('https://player.vimeo.com/video/42?autoplay=1&dnt=1');
  });

  it('is paused by each site’s own message, sent to that site only', () => {
    expect(videoPauseMessage('youtube')).toEqual({ data: '{"event":"command","func":"pauseVideo","args":[]}', origin: 'https://www.youtube-nocookie.com' });
    expect(videoPauseMessage('vimeo')).toEqual({ data: '{"method":"pause"}', origin: 'https://player.vimeo.com' });
    // The origins are those of the players' addresses.
    expect(new URL(pausableEmbedUrl({ provider: 'youtube', id: ID })).origin).toBe(videoPauseMessage('youtube').origin);
    expect(new URL(pausableEmbedUrl({ provider: 'vimeo', id: '42' })).origin).toBe(videoPauseMessage('vimeo').origin);
  });
});
