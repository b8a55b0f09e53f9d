/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { BlockImage } from '../block-image';

const PHOTO = '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/summer-photo.png';
const copy = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75 ${width}w`;
const image = () => screen.getByRole('img', { name: 'Summer' });

describe('BlockImage', () => {
  it('offers an uploaded photo as optimized copies in the widths next.config.mjs lists, sized by its layout box', () => {
    render(<BlockImage src={PHOTO} alt="Summer" width={1600} height={1200} />);
    const srcset = image().getAttribute('srcset')!.split(', ');
    expect(srcset).toContain(copy(PHOTO, 640));
    expect(srcset).toContain(copy(PHOTO, 2560));
    // Never wider than the spec's largest image request (lib/display-constants.mjs).
    expect(srcset.map((candidate) => Number(/\s(\d+)w$/.exec(candidate)![1])).every((width) => width <= 2560)).toBe(true);
    // Lazy images are laid out before they load: the browser may pick by their real width.
    expect(image()).toHaveAttribute('sizes', 'auto, (min-width: 76rem) 72rem, 100vw');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).toHaveAttribute('width', '1600');
    expect(image()).toHaveAttribute('height', '1200');
  });

  it('loads an eager image at once, sized by the page width (auto only works on lazy images)', () => {
    render(<BlockImage src={PHOTO} alt="Summer" width={1600} height={1200} eager />);
    expect(image()).toHaveAttribute('sizes', '(min-width: 76rem) 72rem, 100vw');
    expect(image()).not.toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority image first', () => {
    render(<BlockImage src={PHOTO} alt="Summer" width={1600} height={1200} eager priority />);
    expect(image()).toHaveAttribute('fetchpriority', 'high');
    expect(image()).not.toHaveAttribute('loading', 'lazy');
  });

  it.each([
    ['an SVG (it scales by itself)', '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/banner-1.svg'],
    ['an image from another host (the optimizer may not fetch it)', 'https://images.example.com/summer.jpg'],
    ['a media address with a query (the optimizer refuses it)', `${PHOTO}?v=2`],
  ])('shows %s as it is', (_, src) => {
    render(<BlockImage src={src} alt="Summer" width={1600} height={1200} />);
    expect(image()).toHaveAttribute('src', src);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).toHaveAttribute('width', '1600');
  });

  it('shows an image without a stored size as it is, lazily', () => {
    render(<BlockImage src={PHOTO} alt="Summer" />);
    expect(image()).toHaveAttribute('src', PHOTO);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).toHaveAttribute('loading', 'lazy');
  });
});
