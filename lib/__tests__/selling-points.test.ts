import { sellingPointText, sellingPointTexts, shownSellingPoints } from '../selling-points';

describe('a selling point\'s text in a locale', () => {
  const point = { texts: { en: 'Free shipping', de: 'Kostenloser Versand', fr: '  ' } };

  it('is the locale\'s own text', () => {
    expect(sellingPointText(point, 'de', 'en')).toEqual({ text: 'Kostenloser Versand', fallback: false });
    expect(sellingPointText(point, 'en', 'en')).toEqual({ text: 'Free shipping', fallback: false });
  });

  it('falls back to the default locale\'s text, marked, when the locale has none or only blanks', () => {
    expect(sellingPointText(point, 'fr', 'en')).toEqual({ text: 'Free shipping', fallback: true });
    expect(sellingPointText(point, 'it', 'de')).toEqual({ text: 'Kostenloser Versand', fallback: true });
  });

  it('is null when neither the locale nor the default locale has one', () => {
    expect(sellingPointText({ texts: { de: 'Nur deutsch' } }, 'fr', 'en')).toBeNull();
    expect(sellingPointText({}, 'en', 'en')).toBeNull();
  });

  it('reads the single text of before as the default locale\'s, without overriding a default text', () => {
    expect(sellingPointTexts({ text: 'Free returns' }, 'en')).toEqual({ en: 'Free returns' });
    expect(sellingPointText({ text: 'Free returns' }, 'de', 'en')).toEqual({ text: 'Free returns', fallback: true });
    expect(sellingPointTexts({ text: 'Old', texts: { en: 'New', de: 'Neu' } }, 'en')).toEqual({ en: 'New', de: 'Neu' });
    expect(sellingPointTexts({ text: 'Old', texts: { de: 'Neu' } }, 'en')).toEqual({ en: 'Old', de: 'Neu' });
  });
});

describe('the selling points a locale shows', () => {
  it('are the active ones with a text, in their order', () => {
    expect(shownSellingPoints([
      { texts: { en: 'One', de: 'Eins' }, active: true },
      { texts: { en: 'Two', de: 'Zwei' }, active: false },
      { texts: { en: 'Three' }, active: true },
      { texts: { fr: 'Quatre' }, active: true },
    ], 'de', 'en')).toEqual([{ text: 'Eins', fallback: false }, { text: 'Three', fallback: true }]);
    expect(shownSellingPoints(undefined, 'de', 'en')).toEqual([]);
  });
});
