import { contrastRatio, farthestFrom, isHexColour, mix, readableOn, TEXT_CONTRAST, UI_CONTRAST, withContrast } from '@/lib/themes/contrast';

/** Colours of app/globals.css that a theme's colours replace or are checked against (a test keeps them equal). */
export const BASE_COLOURS = {
  text: '#1d1d1f', surface: '#ffffff', primary: '#0b57d0', success: '#146c2e', danger: '#b3261e', warning: '#8a4b00',
} as const;

/** The hue of notes (preview bar, checkout notes), mixed into the theme's background. */
const NOTE_TINT = '#ffcc33';

/** Button tokens of each button style; `filled` is the base look. */
const BUTTON_STYLES: Record<string, Record<string, string>> = {
  outline: { '--button-background': 'transparent', '--button-text': 'var(--color-link)', '--button-border': 'currentColor', '--button-border-width': '2px' },
  pill: { '--button-radius': 'var(--radius-pill)' },
};

/**
 * The design tokens of app/globals.css that a theme's settings give: its colours, with text colours
 * that stay readable (AA) on them and the neutrals that go with its background, its corner radius and
 * its button style. `properties` are the theme's checked settings as custom properties.
 */
export function themeTokens(properties: ReadonlyMap<string, string>, buttonStyle: unknown): Map<string, string> {
  const colour = (name: string, fallback: string) => {
    const value = properties.get(name);
    return isHexColour(value) ? value : fallback;
  };
  const surface = colour('--color-background', BASE_COLOURS.surface);
  // Panels are a shade towards the text's side (darker on a light page); on a mid-tone page that would
  // leave no room for readable text, so there they are a shade the other way.
  const pole = farthestFrom(surface);
  const shade = mix(pole, surface, 0.05);
  const subtle = contrastRatio(pole, shade) >= TEXT_CONTRAST ? shade : mix(pole === '#000000' ? '#ffffff' : '#000000', surface, 0.05);
  // Text of every colour appears on the page and on subtle panels.
  const panels = [surface, subtle];
  const text = withContrast(colour('--color-text', BASE_COLOURS.text), panels);
  const primary = colour('--color-primary', BASE_COLOURS.primary);
  const note = mix(NOTE_TINT, surface, 0.22);
  const tokens = new Map<string, string>([
    ['--color-surface', surface],
    ['--color-text', text],
    ['--color-subtle', subtle],
    ['--color-muted', withContrast(mix(text, surface, 0.7), panels)],
    ['--color-border', mix(text, surface, 0.16)],
    ['--color-border-strong', withContrast(mix(text, surface, 0.45), [surface], UI_CONTRAST)],
    ['--color-on-primary', readableOn(primary, ['#ffffff', text, surface, '#000000'])],
    ['--color-link', withContrast(primary, panels)],
    ['--color-focus', contrastRatio(primary, surface) >= UI_CONTRAST ? primary : text],
    ['--color-inverse', text],
    ['--color-on-inverse', surface],
    ['--color-success', withContrast(BASE_COLOURS.success, panels)],
    ['--color-danger', withContrast(BASE_COLOURS.danger, panels)],
    ['--color-warning', withContrast(BASE_COLOURS.warning, panels)],
    // A background too close to the tint in lightness gets plain panels for notes.
    ['--color-warning-surface', contrastRatio(text, note) >= TEXT_CONTRAST ? note : subtle],
  ]);
  const radius = properties.get('--size-border-radius');
  if (radius) tokens.set('--radius', radius);
  const buttons = typeof buttonStyle === 'string' && Object.hasOwn(BUTTON_STYLES, buttonStyle) ? BUTTON_STYLES[buttonStyle]! : {};
  for (const [name, value] of Object.entries(buttons)) tokens.set(name, value);
  return tokens;
}
