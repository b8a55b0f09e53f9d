export const RESIZE_DEBOUNCE_MS: number;
export const SCROLL_SHADOW_PX: number;
export const IMAGE_PREVIEW_WIDTH: number;
export const IMAGE_REQUEST_MAX_WIDTH: number;
