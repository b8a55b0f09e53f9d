import { contrastRatio } from '@/lib/themes/contrast';
import { buildThemeCss, customPropertyName } from '../theme-css';
import { SCHEMA } from './theme-schema-fixture';


/** What is left of a stylesheet once its declarations' values are removed: only structure may remain. */
const structure = (css: string) => css.replace(/:\s[^;{}]*;/g, ':;');

/** The custom properties of a stylesheet by name. */
const tokensOf = (css: string) => new Map([...css.matchAll(/^ {2}(--[\w-]+): ([^;]+);$/gm)].map((match) => [match[1]!, match[2]!]));

describe('buildThemeCss', () => {
  it('writes the settings and the design tokens they give as custom properties on :root', () => {
    const css = buildThemeCss(SCHEMA, { primaryColor: '#2f6fb5', backgroundColor: '#ffffff', headingFont: 'Source Serif 4, serif', borderRadius: '8px', buttonStyle: 'outline', showBadges: true });
    expect(css).toMatch(/^:root \{\n {2}--color-primary: #2f6fb5;\n/);
    expect(css).toContain('  --color-background: #ffffff;');
    expect(css).toContain('  --font-heading: "Source Serif 4", serif;');
    expect(css).toContain('  --size-border-radius: 8px;');
    expect(css).toContain('  --theme-button-style: outline;');
    expect(css).toContain('  --theme-show-badges: 1;');
    const tokens = tokensOf(css);
    expect(tokens.get('--color-surface')).toBe('#ffffff');
    expect(tokens.get('--color-on-primary')).toBe('#ffffff');
    expect(tokens.get('--radius')).toBe('8px');
    expect(tokens.get('--button-background')).toBe('transparent');
    expect(tokens.has('--font-body')).toBe(false);
  });

  it('restyles no element or class: every rule is :root, so secondary buttons, steppers and toggles keep their look', () => {
    for (const buttonStyle of ['filled', 'outline', 'pill']) {
      const css = buildThemeCss(SCHEMA, { primaryColor: '#2f6fb5', backgroundColor: '#ffffff', headingFont: 'Inter', borderRadius: '8px', buttonStyle });
      expect(css.match(/[^{}]+(?=\{)/g)!.map((selector) => selector.trim())).toEqual([':root']);
      expect(css.trimEnd().endsWith('}')).toBe(true);
    }
  });

  it('chooses a readable text colour for the primary colour, and links that read on the background', () => {
    const light = tokensOf(buildThemeCss(SCHEMA, { primaryColor: '#f2c14e', backgroundColor: '#ffffff' }));
    expect(contrastRatio(light.get('--color-on-primary')!, '#f2c14e')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.get('--color-link')!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const dark = tokensOf(buildThemeCss(SCHEMA, { primaryColor: '#0b3d2e', backgroundColor: '#ffffff' }));
    expect(dark.get('--color-on-primary')).toBe('#ffffff');
    expect(dark.get('--color-link')).toBe('#0b3d2e');
  });

  it('gives font families without a generic family one of the same kind to fall back on', () => {
    const fonts = (headingFont: string) => tokensOf(buildThemeCss(SCHEMA, { headingFont })).get('--font-heading');
    expect(fonts('Inter')).toBe('"Inter", system-ui, sans-serif');
    expect(fonts('Source Serif 4')).toBe('"Source Serif 4", serif');
    expect(fonts('Helvetica Neue, Arial, sans-serif')).toBe('"Helvetica Neue", "Arial", sans-serif');
  });

  it('never lets a value close a declaration or block, even when it bypassed validation', () => {
    const hostile = {
      primaryColor: '#fff;}body{display:none', backgroundColor: '#000000', headingFont: 'Inter"; } * { color: red',
      borderRadius: '1px}</style><script>alert(1)</script>', buttonStyle: 'pill;}x{', showBadges: true,
    };
    const css = buildThemeCss(SCHEMA, hostile);
    expect(css).not.toMatch(/display|script|color: red|x\{/);
    expect(structure(css)).toBe(structure(buildThemeCss(SCHEMA, { backgroundColor: '#000000', showBadges: true })));
  });

  it('names properties after the setting type', () => {
    expect(customPropertyName('primaryColor', 'color')).toBe('--color-primary');
    expect(customPropertyName('color', 'color')).toBe('--color-color');
    expect(customPropertyName('bodyFont', 'font')).toBe('--font-body');
    expect(customPropertyName('gridGap', 'size')).toBe('--size-grid-gap');
  });
});
