import english from '@/messages/en.json';
import { UI_LANGUAGE_NAMES } from '../language-names';
import { UI_LANGUAGES } from '../locales';

describe('UI_LANGUAGE_NAMES', () => {
  it('names every UI language once', () => {
    expect(Object.keys(UI_LANGUAGE_NAMES).sort()).toEqual([...UI_LANGUAGES].sort());
    expect(new Set(Object.values(UI_LANGUAGE_NAMES)).size).toBe(UI_LANGUAGES.length);
  });

  it('names a language as the shop’s language menu does (Languages), regional ones by their region too', () => {
    for (const [code, name] of Object.entries(english.Languages)) {
      expect(UI_LANGUAGE_NAMES[code as keyof typeof UI_LANGUAGE_NAMES]).toBe(name);
    }
    expect(UI_LANGUAGE_NAMES['en-GB']).toBe('English (UK)');
    expect(UI_LANGUAGE_NAMES['es-MX']).toBe('Español (México)');
    expect(UI_LANGUAGE_NAMES['pt-BR']).toBe('Português (Brasil)');
  });
});
