import { DEFAULT_UI_LANGUAGE, isUiLanguage, resolveUiLanguage, UI_LANGUAGES } from '../locales';

describe('UI_LANGUAGES', () => {
  it('lists the 17 languages of spec section 9, English being the default', () => {
    expect([...UI_LANGUAGES].sort()).toEqual(
      ['ca', 'cs', 'da', 'de', 'en', 'en-GB', 'es', 'es-MX', 'fi', 'fr', 'it', 'nl', 'no', 'pt', 'pt-BR', 'ru', 'sv'].sort(),
    );
    expect(DEFAULT_UI_LANGUAGE).toBe('en');
  });
});

describe('isUiLanguage', () => {
  it.each(UI_LANGUAGES)('accepts %s', (lang) => expect(isUiLanguage(lang)).toBe(true));

  it.each([['pt-br'], ['en_GB'], ['de-AT'], ['xx'], [''], [undefined], [null], [42]])('rejects %p', (value) => {
    expect(isUiLanguage(value)).toBe(false);
  });
});

describe('resolveUiLanguage', () => {
  it.each(UI_LANGUAGES)('returns the supported code %s unchanged', (lang) => {
    expect(resolveUiLanguage(lang)).toBe(lang);
  });

  it.each([
    ['pt-br', 'pt-BR'],
    ['PT-BR', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['en_GB', 'en-GB'],
    ['en-gb', 'en-GB'],
    ['es_mx', 'es-MX'],
    ['DE', 'de'],
    ['Fr', 'fr'],
  ])('matches %s exactly, ignoring case and separator, as %s', (requested, expected) => {
    expect(resolveUiLanguage(requested)).toBe(expected);
  });

  it.each([
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['es-AR', 'es'],
    ['es_ES', 'es'],
    ['pt-PT', 'pt'],
    ['pt_AO', 'pt'],
    ['en-US', 'en'],
    ['fr-CA', 'fr'],
    ['sv_FI', 'sv'],
    ['no-NO', 'no'],
    ['zh-Hant-TW', 'en'],
  ])('falls back from %s to its language, %s', (requested, expected) => {
    expect(resolveUiLanguage(requested)).toBe(expected);
  });

  it('maps the Norwegian codes nb and nn to our Norwegian (Bokmål) texts', () => {
    expect(resolveUiLanguage('nb')).toBe('no');
    expect(resolveUiLanguage('nb_NO')).toBe('no');
    expect(resolveUiLanguage('nn-NO')).toBe('no');
  });

  it.each([['pl'], ['ja-JP'], ['xx_YY'], ['english'], ['-'], ['_de'], [''], ['   '], [undefined], [null]])(
    'falls back from %p to English',
    (requested) => {
      expect(resolveUiLanguage(requested)).toBe('en');
    },
  );

  it('ignores surrounding whitespace', () => {
    expect(resolveUiLanguage(' de-AT ')).toBe('de');
  });
});
