import { acceptedLanguages, editorUiLanguage, ownerUiLanguage } from '../owner-language';

describe('acceptedLanguages', () => {
  it('orders by weight, keeping the header order among equals, and drops * and q=0', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.5, sv, da;q=0')).toEqual(['sv', 'en']);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe('ownerUiLanguage', () => {
  it('takes the language prefix when there are messages for it', () => {
    expect(ownerUiLanguage('de', 'fr')).toBe('de');
    expect(ownerUiLanguage('it', null)).toBe('it');
  });

  it('falls back to the browser\'s languages, then English', () => {
    expect(ownerUiLanguage(null, 'pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(ownerUiLanguage('xx', 'ja, nb-NO;q=0.8')).toBe('no');
    expect(ownerUiLanguage(null, 'es-AR')).toBe('es');
    expect(ownerUiLanguage(null, 'en-GB')).toBe('en-GB');
    expect(ownerUiLanguage(null, 'ja')).toBe('en');
    expect(ownerUiLanguage(null, undefined)).toBe('en');
  });
});

describe('editorUiLanguage', () => {
  it('takes the owner\'s choice over the address\'s prefix and the browser\'s languages', () => {
    expect(editorUiLanguage('fr', 'de', 'it')).toBe('fr');
    expect(editorUiLanguage('pt-BR', null, 'sv')).toBe('pt-BR');
  });

  it('falls back to the prefix, then the browser, without a choice', () => {
    expect(editorUiLanguage(undefined, 'de', 'fr')).toBe('de');
    expect(editorUiLanguage(null, null, 'fr-CH, en;q=0.5')).toBe('fr');
    expect(editorUiLanguage(undefined, null, undefined)).toBe('en');
  });

  it.each([['xx'], ['pt-br'], ['de-AT'], ['']])('ignores the choice %p, which names no UI language exactly', (choice) => {
    expect(editorUiLanguage(choice, 'it', 'fr')).toBe('it');
    expect(editorUiLanguage(choice, null, 'fr')).toBe('fr');
  });
});
