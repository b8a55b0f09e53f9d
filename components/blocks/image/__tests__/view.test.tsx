/** @jest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import type { BlockContext } from '../../types';
import { imageBlockSchema, type Crop } from '../schema';
import { ImageBlock } from '../view';

const PHOTO = { src: '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/summer.png', alt: 'Summer', width: 1600, height: 1200 };
const context = { mode: 'live', links: { editor: false, locale: 'en', defaultLocale: 'en' } } as BlockContext;

function renderImage(data: Record<string, unknown>, inContext = context) {
  const block = { _id: 'img', type: 'image' as const, data: imageBlockSchema.parse(data) };
  render(<ImageBlock block={block} context={inContext} renderBlocks={() => null} />);
  return screen.getByRole('img', { name: 'Summer' });
}

describe('the image block view', () => {
  it('colours the overlay with the theme\'s colours the block names by index, and a button\'s text to read on it', () => {
    renderImage({ ...PHOTO, link: '/sale', headline: 'Sale', text: 'All week', buttontext: 'Shop', buttonenabled: true, headlineColour: 3, buttonColour: 4 });
    expect(screen.getByText('Sale')).toHaveStyle({ color: 'var(--color-accent)' });
    expect(screen.getByText('All week').getAttribute('style')).toBeNull();
    const button = screen.getByText('Shop');
    expect(button.style.getPropertyValue('--button-background')).toBe('var(--color-surface)');
    expect(button.style.getPropertyValue('--button-text')).toBe('var(--color-text)');
  });

  it('keeps the page\'s shop and preview on a link into the shop, and leaves other sites\' links as they are', () => {
    const preview = { ...context, mode: 'preview', links: { ...context.links, carried: { shop: 'beyond-demo', preview: true } } } as BlockContext;
    renderImage({ ...PHOTO, link: '/i/our-stores' }, preview);
    expect(screen.getByRole('link', { name: 'Summer' })).toHaveAttribute('href', '/i/our-stores?preview=1&shop=beyond-demo');
  });

  it('leaves a link to another site as the owner wrote it', () => {
    const preview = { ...context, links: { ...context.links, carried: { preview: true } } } as BlockContext;
    renderImage({ ...PHOTO, link: 'https://example.com/summer' }, preview);
    expect(screen.getByRole('link', { name: 'Summer' })).toHaveAttribute('href', 'https://example.com/summer');
  });

  it('shows an uncropped image at its own shape, straight in its box', () => {
    const image = renderImage(PHOTO);
    expect(image.parentElement).toHaveClass('block-image');
    expect(image).not.toHaveAttribute('style', expect.stringContaining('left'));
  });

  it('shows a crop through a frame of its shape, the whole image scaled and shifted inside', () => {
    const crop: Crop = { x: 0.25, y: 0.1, width: 0.5, height: 0.5 };
    const image = renderImage({ ...PHOTO, crop });
    const frame = image.parentElement!;
    // 800 x 600 px of the source: the page reserves that shape before the image loads, on every device
    // (the frame's CSS picks the device's custom properties by the screen's width).
    for (const device of ['phone', 'tablet', 'desktop']) {
      expect(frame.style.getPropertyValue(`--crop-ratio-${device}`)).toBe('800 / 600');
      expect(frame.style.getPropertyValue(`--crop-width-${device}`)).toBe('200%');
      expect(frame.style.getPropertyValue(`--crop-left-${device}`)).toBe('-50%');
      expect(frame.style.getPropertyValue(`--crop-top-${device}`)).toBe('-20%');
    }
    expect(frame).not.toHaveClass('block-image');
    expect(image).not.toHaveAttribute('style', expect.stringContaining('left'));
    // The image keeps its own size and srcset, so it stays responsive and reserves its box.
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('srcset');
  });

  it('gives a phone its own crop and the tablet the desktop’s, inherited; a device without any crop shows the whole image', () => {
    const phone: Crop = { x: 0.25, y: 0, width: 0.5, height: 1 };
    const frame = renderImage({ ...PHOTO, crop: { x: 0, y: 0.25, width: 1, height: 0.5 }, devices: { phone: { crop: phone } } }).parentElement!;
    expect(frame.style.getPropertyValue('--crop-ratio-phone')).toBe('800 / 1200');
    expect(frame.style.getPropertyValue('--crop-left-phone')).toBe('-50%');
    expect(frame.style.getPropertyValue('--crop-ratio-tablet')).toBe('1600 / 600');
    expect(frame.style.getPropertyValue('--crop-ratio-desktop')).toBe('1600 / 600');
    cleanup();

    const phoneOnly = renderImage({ ...PHOTO, devices: { phone: { crop: phone } } }).parentElement!;
    expect(phoneOnly.style.getPropertyValue('--crop-ratio-phone')).toBe('800 / 1200');
    expect(phoneOnly.style.getPropertyValue('--crop-ratio-desktop')).toBe('1600 / 1200');
    expect(phoneOnly.style.getPropertyValue('--crop-width-desktop')).toBe('100%');
  });

  it('ignores a crop of an image without a stored size, which it cannot be measured against', () => {
    const image = renderImage({ src: PHOTO.src, alt: 'Summer', crop: { x: 0.25, y: 0.1, width: 0.5, height: 0.5 } });
    expect(image.parentElement).toHaveClass('block-image');
    expect(image).not.toHaveAttribute('style');
  });
});

describe('the image block’s height per device', () => {
  it('gives each device with a fixed height a class, and a device at the picture’s shape none', () => {
    const image = renderImage({ ...PHOTO, displayHeight: 'l', devices: { phone: { displayHeight: 'auto' }, tablet: { displayHeight: 's' } } });
    const box = image.closest('.block-image')!;
    expect(box).toHaveClass('height-s-tablet', 'height-l-desktop');
    expect(box.className).not.toMatch(/phone/);
    // The picture keeps its size, so the box is known on the devices at its shape too.
    expect(image).toHaveAttribute('width', '1600');
  });

  it('keeps a cropped image’s view around its crop’s middle at a fixed height', () => {
    const frame = renderImage({ ...PHOTO, crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 }, devices: { phone: { displayHeight: 'm' } } }).parentElement!;
    expect(frame.style.getPropertyValue('--crop-focus-phone')).toBe('75% 25%');
    expect(frame.closest('.block-image')).toHaveClass('height-m-phone');
  });

  it('adds nothing to an image stored before the setting', () => {
    expect(renderImage(PHOTO).closest('.block-image')!.className).not.toMatch(/height-/);
  });
});

describe('the image overlay headline’s size per device', () => {
  it('gives each device whose size is not the overlay’s own a class, inherited from the next wider device', () => {
    renderImage({ ...PHOTO, headline: 'Sale', headlineSize: 'xl', devices: { phone: { headlineSize: 's' } } });
    const box = screen.getByText('Sale').closest('.block-image')!;
    expect(box).toHaveClass('headline-s-phone', 'headline-xl-tablet', 'headline-xl-desktop');
  });

  it('adds nothing where the overlay keeps its own size', () => {
    renderImage({ ...PHOTO, headline: 'Sale', devices: { tablet: { headlineSize: 'theme' } } });
    expect(screen.getByText('Sale').closest('.block-image')!.className).not.toMatch(/headline-/);
  });
});
