import { cropStyle } from '../crop-style';

describe('cropStyle', () => {
  it('frames the middle of an image in the crop shape, the image scaled and shifted to fill it', () => {
    // The middle half of a 1600 x 1200 image: 800 x 600 px from (400, 300).
    expect(cropStyle({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, 1600, 1200)).toEqual({
      frame: { aspectRatio: '800 / 600' },
      image: { width: '200%', left: '-50%', top: '-50%' },
    });
  });

  it('measures left against the frame width and top against the frame height', () => {
    // A 16:9 band across a square photo: the full width, rows 300 to 862.5 of 1000.
    expect(cropStyle({ x: 0, y: 0.3, width: 1, height: 0.5625 }, 1000, 1000)).toEqual({
      frame: { aspectRatio: '1000 / 562.5' },
      image: { width: '100%', left: '0%', top: '-53.3333%' },
    });
  });

  it('rounds thirds to a hundredth of a pixel at most', () => {
    const { image } = cropStyle({ x: 1 / 3, y: 0, width: 1 / 3, height: 1 }, 3000, 2000);
    expect(image).toEqual({ width: '300%', left: '-100%', top: '0%' });
  });
});
