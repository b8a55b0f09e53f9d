// @ts-check
// Plain JavaScript: next.config.mjs reads the image widths as well as the app.

/**
 * The display constants of spec section 9, in one place. Where the spec names a number but not its use,
 * the use chosen is given here and in docs/architecture.md (Speed), with the two that have none here.
 */

/** How long the page waits after the window's last resize before measuring again (scroll shadows). */
export const RESIZE_DEBOUNCE_MS = 300;

/** The width of the shadow at the side of a sideways-scrolling strip that has more to show there. */
export const SCROLL_SHADOW_PX = 14;

/** The width an image is requested at for its preview in the editor's image field (twice the panel's width). */
export const IMAGE_PREVIEW_WIDTH = 680;

/** The widest copy of an image any request gets from the image optimizer. */
export const IMAGE_REQUEST_MAX_WIDTH = 2560;
