/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ProductGallery } from '../product-gallery';

const PHOTO = { url: '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/mug-front.jpg', width: 1200, height: 900, alt: 'Mug from the front' };
const DRAWING = { url: '/media/5d0e2b7a-8c4e-4a57-a0f2-6c3f0f8f1e22/mug-navy.svg', width: 800, height: 800, alt: 'Mug drawing' };
const copy = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

function renderGallery(images = [PHOTO, DRAWING]) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ProductGallery images={images} name="Stoneware Mug" />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('region', { name: 'Product images' });
}

describe('ProductGallery', () => {
  it('offers the first image as optimized copies at once and with high priority, sized by the page column', () => {
    const gallery = renderGallery();
    const main = within(gallery).getByRole('img', { name: PHOTO.alt });
    const srcset = main.getAttribute('srcset')!.split(', ');
    // 47vw of the smallest device width (640) is 300 pixels: no copy narrower than that is offered.
    expect(srcset[0]).toBe(`${copy(PHOTO.url, 384)} 384w`);
    expect(srcset).toContain(`${copy(PHOTO.url, 1280)} 1280w`);
    expect(main).toHaveAttribute('sizes', '(min-width: 76rem) 36rem, (min-width: 48rem) 47vw, 100vw');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '900');
  });

  it('gives the 120px thumbnails copies for 1x and 2x screens, and leaves SVGs as they are', () => {
    const gallery = renderGallery();
    const [photo, drawing] = within(gallery).getAllByRole('button').map((button) => button.querySelector('img')!);
    expect(photo).toHaveAttribute('srcset', `${copy(PHOTO.url, 128)} 1x, ${copy(PHOTO.url, 256)} 2x`);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(drawing).toHaveAttribute('src', DRAWING.url);
    expect(drawing).not.toHaveAttribute('srcset');
  });

  it('shows a chosen SVG as it is, without the first image\'s priority', () => {
    const gallery = renderGallery();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show image 2 of 2' }));
    const main = within(gallery).getByRole('img', { name: DRAWING.alt });
    expect(main).toHaveAttribute('src', DRAWING.url);
    expect(main).not.toHaveAttribute('srcset');
    expect(main).toHaveAttribute('fetchpriority', 'auto');
  });
});
