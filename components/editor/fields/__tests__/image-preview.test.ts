import { previewSource } from '../image-preview';

const PHOTO = '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/summer-photo.png';
const copy = (width: number) => `/_next/image?url=${encodeURIComponent(PHOTO)}&w=${width}&q=75`;

describe('the image field’s preview source', () => {
  it('asks the optimizer for an upload at the preview width (680), and the next width up for dense screens', () => {
    const { srcSet } = previewSource(PHOTO, 4000, 3000);
    expect(srcSet).toBe(`${copy(680)} 1x, ${copy(1600)} 2x`);
  });

  it.each([
    ['an image without a stored size', PHOTO, undefined, undefined],
    ['an SVG (it scales by itself)', '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/banner.svg', 1600, 400],
    ['an image from another host', 'https://images.example.com/summer.jpg', 1600, 1200],
  ])('shows %s as it is', (_, src, width, height) => {
    expect(previewSource(src, width, height)).toEqual({ src });
  });
});
