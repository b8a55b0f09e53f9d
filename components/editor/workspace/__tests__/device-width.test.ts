import { DEVICE_WIDTHS, fitScale, frameBox } from '../device-width';

describe('the canvas at true widths', () => {
  it('lays each device out at a width shoppers have', () => {
    expect(DEVICE_WIDTHS).toEqual({ desktop: 1280, tablet: 768, phone: 390 });
  });

  it('scales a device down to the space beside the panels, and never up', () => {
    expect(fitScale(960, 1280)).toBe(0.75);
    expect(fitScale(1400, 1280)).toBe(1);
    expect(fitScale(1000, 390)).toBe(1);
    expect(fitScale(300, 390)).toBeCloseTo(0.769, 3);
  });

  it('keeps a scale of 1 while the space has no size yet', () => {
    expect(fitScale(0, 1280)).toBe(1);
    expect(fitScale(Number.NaN, 1280)).toBe(1);
    expect(fitScale(-20, 768)).toBe(1);
  });

  it('makes a scaled frame tall enough to fill the space once drawn smaller', () => {
    expect(frameBox(1280, 600, 0.75)).toEqual({ width: 1280, height: 800, outerWidth: 960 });
    expect(frameBox(390, 700, 1)).toEqual({ width: 390, height: 700, outerWidth: 390 });
  });
});
