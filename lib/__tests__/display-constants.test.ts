import { IMAGE_PREVIEW_WIDTH, IMAGE_REQUEST_MAX_WIDTH, RESIZE_DEBOUNCE_MS, SCROLL_SHADOW_PX } from '@/lib/display-constants.mjs';

// Their uses are tested where they are used: use-scroll-shadows, image-preview and block-image (the
// optimizer's widths next.config.mjs takes from here).
describe('the display constants (spec section 9)', () => {
  it('are the spec’s numbers', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
    expect(SCROLL_SHADOW_PX).toBe(14);
    expect(IMAGE_PREVIEW_WIDTH).toBe(680);
    expect(IMAGE_REQUEST_MAX_WIDTH).toBe(2560);
  });
});
