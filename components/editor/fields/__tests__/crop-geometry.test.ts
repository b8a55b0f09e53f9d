import {
  aspectRatioOf, clampRect, fitAspect, keyboardStep, moveRect, resizeFromCorner, setSide, toCrop, toPixels, type PixelRect,
} from '../crop-geometry';

const PHOTO = { width: 1600, height: 1200 };
const rect = (left: number, top: number, width: number, height: number): PixelRect => ({ left, top, width, height });

describe('pixels and fractions', () => {
  it('reads a stored crop in whole pixels of the source, and no crop as the whole image', () => {
    expect(toPixels({ x: 0.25, y: 0.1, width: 0.5, height: 1 / 3 }, PHOTO)).toEqual(rect(400, 120, 800, 400));
    expect(toPixels(undefined, PHOTO)).toEqual(rect(0, 0, 1600, 1200));
  });

  it('stores a rectangle as fractions, and the whole image as no crop', () => {
    expect(toCrop(rect(400, 120, 800, 400), PHOTO)).toEqual({ x: 0.25, y: 0.1, width: 0.5, height: 1 / 3 });
    expect(toCrop(rect(0, 0, 1600, 1200), PHOTO)).toBeUndefined();
  });

  it('goes there and back without losing a pixel', () => {
    const there = rect(333, 77, 911, 1001);
    expect(toPixels(toCrop(there, { width: 1601, height: 1199 }), { width: 1601, height: 1199 })).toEqual(there);
  });
});

describe('clampRect', () => {
  it('moves a rectangle back inside the image before shrinking it', () => {
    expect(clampRect(rect(1000, -50, 800, 400), PHOTO)).toEqual(rect(800, 0, 800, 400));
    expect(clampRect(rect(-10, 0, 2000, 0.2), PHOTO)).toEqual(rect(0, 0, 1600, 1));
  });
});

describe('moving', () => {
  it('moves by an arrow key a hundredth of the image, with Shift a tenth, at least a pixel', () => {
    expect(keyboardStep('ArrowRight', false, PHOTO)).toEqual({ dx: 16, dy: 0 });
    expect(keyboardStep('ArrowUp', true, PHOTO)).toEqual({ dx: 0, dy: -120 });
    expect(keyboardStep('ArrowLeft', false, { width: 40, height: 40 })).toEqual({ dx: -1, dy: 0 });
    expect(keyboardStep('Enter', false, PHOTO)).toBeNull();
  });

  it('stops at the edges, keeping the size', () => {
    expect(moveRect(rect(700, 100, 800, 400), 160, -120, PHOTO)).toEqual(rect(800, 0, 800, 400));
  });
});

describe('shapes', () => {
  it('knows each choice as width over height', () => {
    expect(aspectRatioOf('free', PHOTO)).toBeNull();
    expect(aspectRatioOf('original', PHOTO)).toBeCloseTo(4 / 3);
    expect(aspectRatioOf('16:9', PHOTO)).toBeCloseTo(16 / 9);
    expect(aspectRatioOf('1:1', PHOTO)).toBe(1);
  });

  it('holds the rectangle to a shape at its width, about its centre', () => {
    expect(fitAspect(rect(0, 0, 1600, 1200), 16 / 9, PHOTO)).toEqual(rect(0, 150, 1600, 900));
  });

  it('narrows it where the image is not high enough for the width', () => {
    expect(fitAspect(rect(0, 0, 1600, 1200), 1, PHOTO)).toEqual(rect(200, 0, 1200, 1200));
  });
});

describe('typed values', () => {
  it('moves by left and top within the image', () => {
    expect(setSide(rect(400, 100, 800, 400), 'left', 1000, null, PHOTO)).toEqual(rect(800, 100, 800, 400));
    expect(setSide(rect(400, 100, 800, 400), 'top', 300, null, PHOTO)).toEqual(rect(400, 300, 800, 400));
  });

  it('resizes by width and height up to the edge, the corner staying', () => {
    expect(setSide(rect(400, 100, 800, 400), 'width', 5000, null, PHOTO)).toEqual(rect(400, 100, 1200, 400));
    expect(setSide(rect(400, 100, 800, 400), 'height', 0, null, PHOTO)).toEqual(rect(400, 100, 800, 1));
  });

  it('keeps a chosen shape, the other side following', () => {
    expect(setSide(rect(0, 0, 800, 450), 'width', 1600, 16 / 9, PHOTO)).toEqual(rect(0, 0, 1600, 900));
    expect(setSide(rect(0, 0, 800, 450), 'height', 9, 16 / 9, PHOTO)).toEqual(rect(0, 0, 16, 9));
    // 1200 px high would be 2133 px wide: as large as the image's width allows instead.
    expect(setSide(rect(0, 0, 800, 450), 'height', 1200, 16 / 9, PHOTO)).toEqual(rect(0, 0, 1600, 900));
  });
});

describe('corner handles', () => {
  it('resizes from the dragged corner, the opposite one staying put', () => {
    expect(resizeFromCorner(rect(400, 300, 800, 600), 'bottom-right', 100, -100, null, PHOTO)).toEqual(rect(400, 300, 900, 500));
    expect(resizeFromCorner(rect(400, 300, 800, 600), 'top-left', -100, 50, null, PHOTO)).toEqual(rect(300, 350, 900, 550));
  });

  it('stops at the image edge and a pixel short of the opposite corner', () => {
    expect(resizeFromCorner(rect(400, 300, 800, 600), 'top-left', -1000, 2000, null, PHOTO)).toEqual(rect(0, 899, 1200, 1));
  });

  it('keeps a shape, sized by the direction dragged furthest', () => {
    expect(resizeFromCorner(rect(0, 0, 800, 800), 'bottom-right', 80, 400, 1, PHOTO)).toEqual(rect(0, 0, 1200, 1200));
    expect(resizeFromCorner(rect(800, 400, 800, 800), 'top-left', -400, 0, 1, PHOTO)).toEqual(rect(400, 0, 1200, 1200));
  });
});
