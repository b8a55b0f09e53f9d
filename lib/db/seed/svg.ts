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
