import fc from 'fast-check';
import { mapEmbedUrl } from '../map-embed';

const PB = '!1m18!1m12!1m3!1d2427.5!2d13.4013!3d52.5290!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sde!4v1700000000000';
const SRC = `https://www.google.com/maps/embed?pb=${PB}`;

describe('mapEmbedUrl', () => {
  it('accepts a bare embed URL', () => {
    expect(mapEmbedUrl(SRC)).toBe(SRC);
    expect(mapEmbedUrl(`  ${SRC}\n`)).toBe(SRC);
  });

  it('takes the src of a pasted iframe', () => {
    const iframe = `<iframe src="${SRC}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
    expect(mapEmbedUrl(iframe)).toBe(SRC);
    expect(mapEmbedUrl(`<IFRAME width='1' SRC='${SRC}'></IFRAME>`)).toBe(SRC);
  });

  it('escapes # and & so that they stay part of the pb value', () => {
    expect(mapEmbedUrl('https://www.google.com/maps/embed?pb=!1a#b&c=d')).toBe('https://www.google.com/maps/embed?pb=!1a%23b%26c=d');
    expect(mapEmbedUrl('<iframe src="https://www.google.com/maps/embed?pb=!1a&amp;b"></iframe>')).toBe('https://www.google.com/maps/embed?pb=!1a%26b');
  });

  it.each(['maps.google.com', 'google.de', 'www.google.co.uk', 'WWW.GOOGLE.COM'])('accepts the Google host %s', (host) => {
    expect(mapEmbedUrl(`https://${host}/maps/embed?pb=${PB}`)).toBe(`https://${host.toLowerCase()}/maps/embed?pb=${PB}`);
  });

  it.each([
    '', 'hello', 'https://www.google.com/maps/embed', 'https://www.google.com/maps/embed?pb=', 'https://www.google.com/maps/embed?q=Berlin',
    'https://www.google.com/maps/place/Berlin', 'https://www.google.com/maps/embed/v1/place?pb=x', 'http://www.google.com/maps/embed?pb=x',
    'https://evil.test/maps/embed?pb=x', 'https://google.com.evil.test/maps/embed?pb=x', 'https://www.google.com@evil.test/maps/embed?pb=x',
    'javascript:alert(1)//www.google.com/maps/embed?pb=x', 'https://www.google.com/maps/embed?pb=x"onload="alert(1)',
    'https://www.google.com/maps/embed?pb=x y', '<iframe src="https://evil.test/maps/embed?pb=x"></iframe>',
  ])('refuses %j', (input) => {
    expect(mapEmbedUrl(input)).toBeNull();
  });

  it('never throws and only ever answers a Google embed URL without # or & outside the prefix', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (prefix, rest) => {
      for (const input of [prefix, `https://www.google.com/maps/embed?pb=${rest}`]) {
        const url = mapEmbedUrl(input);
        if (url === null) continue;
        expect(url).toMatch(/^https:\/\/[a-z.]*google\.[a-z.]+\/maps\/embed\?pb=[^#&\s"'<>]+$/);
      }
    }));
  });
});
