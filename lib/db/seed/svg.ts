type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(toRgb(hex).map((c) => c + (target - c) * Math.abs(amount)) as Rgb);
}
const isLight = (hex: string) => {
  const [r, g, b] = toRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
};

// Simple silhouettes centred on (400, 400), one per category so that listings look varied.
const SHAPES = [
  '<circle cx="400" cy="390" r="180"/>',
  '<rect x="230" y="220" width="340" height="340" rx="48"/>',
  '<path d="M400 180 L620 400 L400 620 L180 400 Z"/>',
  '<path d="M400 190 L582 295 L582 505 L400 610 L218 505 L218 295 Z"/>',
  '<path d="M400 190 L610 580 L190 580 Z"/>',
  '<path fill-rule="evenodd" d="M400 200a190 190 0 1 0 0.1 0Z M400 300a90 90 0 1 1 -0.1 0Z"/>',
  '<rect x="200" y="300" width="400" height="200" rx="100"/>',
  '<path d="M220 600 V400 a180 180 0 0 1 360 0 V600 Z"/>',
];

/** An 800x800 product picture: a diagonal gradient in the product's colour and a soft shape. */
export function productSvg(hex: string, shapeIndex: number, size = 800): string {
  const shapeFill = isLight(hex) ? shade(hex, -0.45) : shade(hex, 0.78);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.35)}"/><stop offset="1" stop-color="${shade(hex, -0.25)}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="800" height="800" fill="url(#bg)"/><rect width="800" height="800" fill="url(#glow)"/>',
    '<ellipse cx="400" cy="660" rx="230" ry="26" fill="#000" opacity="0.14"/>',
    `<g fill="${shapeFill}" opacity="0.9">${SHAPES[shapeIndex % SHAPES.length]}</g>`,
    '</svg>',
  ].join('');
}

/** A wide banner for content blocks: a two-colour gradient with a few overlapping circles. */
export function bannerSvg(from: string, to: string, width: number, height: number): string {
  const r = Math.round(height * 0.45);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g fill="#fff"><circle cx="${Math.round(width * 0.72)}" cy="${Math.round(height * 0.45)}" r="${r}" opacity="0.16"/>`,
    `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.7)}" r="${Math.round(r * 0.6)}" opacity="0.12"/>`,
    `<circle cx="${Math.round(width * 0.15)}" cy="${Math.round(height * 0.2)}" r="${Math.round(r * 0.35)}" opacity="0.1"/></g>`,
    '</svg>',
  ].join('');
}
