import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEMES } from '@/lib/db/seed/theme-data';
import type { ThemeSettings } from '@/lib/schemas/theme';
import { contrastRatio, TEXT_CONTRAST, UI_CONTRAST } from '@/lib/themes/contrast';
import { BASE_COLOURS, themeTokens } from '../theme-tokens';

const GLOBALS = readFileSync(path.join(__dirname, '../../../app/globals.css'), 'utf8');
/** The custom properties app/globals.css declares on :root, with their values. */
const globalTokens = new Map([...GLOBALS.slice(GLOBALS.indexOf(':root {'), GLOBALS.indexOf('\n}', GLOBALS.indexOf(':root {')))
  .matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));

const propertiesOf = (settings: ThemeSettings) => new Map(Object.entries({
  '--color-primary': settings.primaryColor, '--color-background': settings.backgroundColor, '--color-text': settings.textColor,
}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** Text colour on background colour, by token name, each pair a place where the storefront puts one on the other. */
const TEXT_PAIRS = [
  ['--color-text', '--color-surface'], ['--color-text', '--color-subtle'], ['--color-muted', '--color-surface'], ['--color-muted', '--color-subtle'],
  ['--color-link', '--color-surface'], ['--color-link', '--color-subtle'], ['--color-on-primary', '--color-primary'],
  ['--color-on-inverse', '--color-inverse'], ['--color-text', '--color-warning-surface'],
  ...['--color-success', '--color-danger', '--color-warning'].flatMap((status) => [[status, '--color-surface'], [status, '--color-subtle']]),
] as const;
const UI_PAIRS = [['--color-border-strong', '--color-surface'], ['--color-focus', '--color-surface']] as const;

const PALETTES: [string, ThemeSettings][] = [
  ...THEMES.flatMap((theme) => theme.styles.map((style): [string, ThemeSettings] => [`${theme.name} ${style.name}`, style.settings])),
  ['a light primary on white', { primaryColor: '#f2c14e', backgroundColor: '#ffffff' }],
  ['a dark primary on black', { primaryColor: '#1a1a40', backgroundColor: '#000000', textColor: '#ffffff' }],
  ['grey text on a grey background', { primaryColor: '#888888', backgroundColor: '#777777', textColor: '#6a6a6a' }],
  ['a saturated background', { primaryColor: '#ffffff', backgroundColor: '#0057b8', textColor: '#ffd700' }],
  ['no colours at all', {}],
];

describe('themeTokens', () => {
  it.each(PALETTES)('keeps every text readable (AA) with %s', (_name, settings) => {
    const tokens = themeTokens(propertiesOf(settings), undefined);
    const colour = (name: string) => (name === '--color-primary' ? (settings.primaryColor as string | undefined) ?? BASE_COLOURS.primary : tokens.get(name)!);
    for (const [text, background] of TEXT_PAIRS) {
      expect([text, background, contrastRatio(colour(text), colour(background)) >= TEXT_CONTRAST]).toEqual([text, background, true]);
    }
    for (const [part, background] of UI_PAIRS) {
      expect([part, background, contrastRatio(colour(part), colour(background)) >= UI_CONTRAST]).toEqual([part, background, true]);
    }
  });

  it('leaves readable theme colours as the owner chose them', () => {
    const tokens = themeTokens(propertiesOf({ primaryColor: '#2f6fb5', backgroundColor: '#ffffff', textColor: '#1f2328' }), undefined);
    expect(tokens.get('--color-surface')).toBe('#ffffff');
    expect(tokens.get('--color-text')).toBe('#1f2328');
    expect(tokens.get('--color-link')).toBe('#2f6fb5');
    expect(tokens.get('--color-on-primary')).toBe('#ffffff');
    expect(tokens.get('--color-focus')).toBe('#2f6fb5');
  });

  it('puts dark text on a light primary colour', () => {
    const tokens = themeTokens(propertiesOf({ primaryColor: '#7aa7e0', backgroundColor: '#14161a', textColor: '#e8eaed' }), undefined);
    expect(tokens.get('--color-on-primary')).toBe('#14161a');
  });

  it('gives the button style as button tokens and the corner radius as --radius', () => {
    const outline = themeTokens(new Map([['--size-border-radius', '2px']]), 'outline');
    expect(outline.get('--radius')).toBe('2px');
    expect(outline.get('--button-background')).toBe('transparent');
    expect(outline.get('--button-text')).toBe('var(--color-link)');
    expect(themeTokens(new Map(), 'pill').get('--button-radius')).toBe('var(--radius-pill)');
    for (const style of ['filled', 'toString', '__proto__', 42]) {
      expect([...themeTokens(new Map(), style).keys()].filter((name) => name.startsWith('--button'))).toEqual([]);
    }
  });

  it('ignores values that are not #rrggbb colours', () => {
    const tokens = themeTokens(new Map([['--color-background', 'red'], ['--color-primary', '#fff']]), undefined);
    expect(tokens.get('--color-surface')).toBe(BASE_COLOURS.surface);
    expect(tokens.get('--color-focus')).toBe(BASE_COLOURS.primary);
  });
});

describe('app/globals.css and the theme tokens', () => {
  it('declares every token a theme sets, so each one reaches the components', () => {
    const set = [...themeTokens(new Map([['--size-border-radius', '4px']]), 'outline').keys(), ...themeTokens(new Map(), 'pill').keys()];
    expect(set.filter((name) => !globalTokens.has(name))).toEqual([]);
  });

  it('has the base colours the theme tokens start from', () => {
    expect({
      text: globalTokens.get('--color-text'), surface: globalTokens.get('--color-surface'), primary: globalTokens.get('--color-primary'),
      success: globalTokens.get('--color-success'), danger: globalTokens.get('--color-danger'), warning: globalTokens.get('--color-warning'),
    }).toEqual(BASE_COLOURS);
  });

  it('styles buttons, links and the secondary and quiet variants with the tokens', () => {
    const rule = (selector: string) => GLOBALS.match(new RegExp(`^${selector.replace(/[.*]/g, '\\$&')} \\{([^}]*)\\}`, 'm'))?.[1] ?? '';
    expect(rule('button, .button')).toMatch(/background: var\(--button-background\)/);
    expect(rule('button, .button')).toMatch(/color: var\(--button-text\)/);
    expect(rule('button, .button')).toMatch(/border-radius: var\(--button-radius\)/);
    expect(rule('button, .button')).toMatch(/border: var\(--button-border-width\) solid var\(--button-border\)/);
    expect(rule('.button--secondary')).toMatch(/background: var\(--color-surface\); color: var\(--color-text\)/);
    expect(rule('a')).toMatch(/color: var\(--color-link\)/);
  });
});
