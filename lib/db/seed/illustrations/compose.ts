import { paletteFor, type Palette } from './palette';
import { DRAWINGS, type ProductType, type View } from './shapes';

const SIZE = 800;
/** How much the close-up enlarges the drawing around its focus. */
const DETAIL_ZOOM = 2.4;
const FILL = 'translate(400 400) scale(1.12) translate(-400 -400)';

const open = (backdrop: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${backdrop}"/>`;

/** The item's group: its colour and outline, inherited by the drawing's elements (shapes/drawing.ts). */
const itemGroup = (p: Palette, content: string, transform?: string) =>
  `<g fill="${p.base}" stroke="${p.line}" stroke-width="6" stroke-linejoin="round"${transform ? ` transform="${transform}"` : ''}>${content}</g>`;

/** The drawing of one side: its outline and what that side shows. */
function sideOf(type: ProductType, p: Palette, view: 'front' | 'back'): string {
  const drawing = DRAWINGS[type];
  return drawing.body(p) + (drawing[view]?.(p) ?? '');
}

/** A soft shadow the item stands on, darker than the backdrop. */
const shadow = (cx: number, rx: number) => `<ellipse cx="${cx}" cy="650" rx="${rx}" ry="22" fill="#000" opacity=".12"/>`;

/**
 * One product picture, 800x800: the item in its colour on a pale backdrop of the same hue. The back
 * view mirrors objects that have another side; the detail view magnifies the front around its focus.
 */
export function productSvg(type: ProductType, hex: string, view: View): string {
  const p = paletteFor(hex);
  const drawing = DRAWINGS[type];
  let item: string;
  if (view === 'detail') {
    const [x, y] = drawing.focus;
    item = itemGroup(p, sideOf(type, p, 'front'), `translate(400 400) scale(${DETAIL_ZOOM}) translate(${-x} ${-y})`);
  } else {
    const mirror = view === 'back' && drawing.mirrored ? `translate(${SIZE} 0) scale(-1 1)` : undefined;
    // Slightly enlarged: the item fills the frame as a product photo does, and the shadow grows with it.
    item = `<g transform="${FILL}">${shadow(400, 250)}${itemGroup(p, sideOf(type, p, view), mirror)}</g>`;
  }
  return `${open(p.backdrop)}${item}</svg>`;
}

/** Where the three items of a category picture stand: left, right, and the largest in front. */
const GROUP_PLACES = [
  { x: 220, y: 330, scale: 0.55 },
  { x: 580, y: 330, scale: 0.55 },
  { x: 400, y: 370, scale: 0.62 },
] as const;

/**
 * A category picture, 800x800: up to three of its product types side by side in different colours,
 * on the backdrop of the first.
 */
export function categorySvg(items: readonly { type: ProductType; hex: string }[]): string {
  const shown = items.slice(0, GROUP_PLACES.length);
  const groups = shown.map(({ type, hex }, i) => {
    const place = GROUP_PLACES[i]!;
    const p = paletteFor(hex);
    return itemGroup(p, sideOf(type, p, 'front'), `translate(${place.x} ${place.y}) scale(${place.scale}) translate(-400 -200)`);
  });
  return `${open(paletteFor(shown[0]!.hex).backdrop)}${shadow(400, 300)}${groups.join('')}</svg>`;
}
