import { cookieNoticeTexts, localeText, localeTexts, sellingPointTexts, shownCookieNotice, shownSellingPoints } from '../shop-texts';

describe('a shop text in a locale', () => {
  const texts = localeTexts({ en: 'Free shipping', de: 'Kostenloser Versand', fr: '  ' }, undefined, 'en');

  it('is the locale\'s own text', () => {
    expect(localeText(texts, 'de', 'en')).toEqual({ text: 'Kostenloser Versand', fallback: false });
    expect(localeText(texts, 'en', 'en')).toEqual({ text: 'Free shipping', fallback: false });
  });

  it('falls back to the default locale\'s text, marked, when the locale has none or only blanks', () => {
    expect(localeText(texts, 'fr', 'en')).toEqual({ text: 'Free shipping', fallback: true });
    expect(localeText(texts, 'it', 'de')).toEqual({ text: 'Kostenloser Versand', fallback: true });
  });

  it('is null when neither the locale nor the default locale has one', () => {
    expect(localeText({ de: 'Nur deutsch' }, 'fr', 'en')).toBeNull();
    expect(localeText({}, 'en', 'en')).toBeNull();
  });

  it('reads the single text of before as the default locale\'s, without overriding a default text', () => {
    expect(localeTexts(undefined, 'Free returns', 'en')).toEqual({ en: 'Free returns' });
    expect(localeTexts({ en: 'New', de: 'Neu' }, 'Old', 'en')).toEqual({ en: 'New', de: 'Neu' });
    expect(localeTexts({ de: 'Neu' }, 'Old', 'en')).toEqual({ en: 'Old', de: 'Neu' });
  });
});

describe('the selling points a locale shows', () => {
  it('take a point\'s single text of before as the default locale\'s', () => {
    expect(sellingPointTexts({ text: 'Old', texts: { de: 'Neu' } }, 'en')).toEqual({ en: 'Old', de: 'Neu' });
  });

  it('are the active ones with a text, in their order', () => {
    expect(shownSellingPoints([
      { texts: { en: 'One', de: 'Eins' }, active: true },
      { texts: { en: 'Two', de: 'Zwei' }, active: false },
      { texts: { en: 'Three' }, active: true },
      { texts: { fr: 'Quatre' }, active: true },
      { text: 'Five', active: true },
    ], 'de', 'en')).toEqual([{ text: 'Eins', fallback: false }, { text: 'Three', fallback: true }, { text: 'Five', fallback: true }]);
    expect(shownSellingPoints(undefined, 'de', 'en')).toEqual([]);
  });
});

describe('the cookie notice a locale shows', () => {
  const notice = {
    texts: {
      en: { title: 'We use cookies', gdprMessageHtml: '<p>Read our <a href="/l/cookiepolicy">policy</a>.</p>' },
      de: { title: 'Wir verwenden Cookies', gdprMessageHtml: '<p>Lesen Sie unsere <a href="/de/l/cookiepolicy">Richtlinie</a>.</p>' },
      // Translated in part: the rich text editor leaves an empty paragraph behind when its text is deleted.
      fr: { title: 'Nous utilisons des cookies', gdprMessageHtml: '<p></p>' },
    },
  };

  it('is the locale\'s own title and message', () => {
    expect(shownCookieNotice(notice, 'de', 'en')).toEqual({
      title: { text: 'Wir verwenden Cookies', fallback: false },
      message: { text: '<p>Lesen Sie unsere <a href="/de/l/cookiepolicy">Richtlinie</a>.</p>', fallback: false },
    });
  });

  it('takes the default locale\'s title or message, marked, for each that the locale lacks', () => {
    expect(shownCookieNotice(notice, 'fr', 'en')).toEqual({
      title: { text: 'Nous utilisons des cookies', fallback: false },
      message: { text: '<p>Read our <a href="/l/cookiepolicy">policy</a>.</p>', fallback: true },
    });
    expect(shownCookieNotice(notice, 'it', 'en')).toEqual({
      title: { text: 'We use cookies', fallback: true },
      message: { text: '<p>Read our <a href="/l/cookiepolicy">policy</a>.</p>', fallback: true },
    });
  });

  it('reads the single title and message of before as the default locale\'s', () => {
    const old = { title: 'Cookies!', gdprMessageHtml: '<p>Old message</p>' };
    expect(shownCookieNotice(old, 'en', 'en')).toEqual({ title: { text: 'Cookies!', fallback: false }, message: { text: '<p>Old message</p>', fallback: false } });
    expect(shownCookieNotice(old, 'de', 'en')).toEqual({ title: { text: 'Cookies!', fallback: true }, message: { text: '<p>Old message</p>', fallback: true } });
    expect(cookieNoticeTexts({ ...old, texts: { en: { title: 'New' } } }, 'title', 'en')).toEqual({ en: 'New' });
    expect(cookieNoticeTexts({ ...old, texts: { en: { title: 'New' } } }, 'gdprMessageHtml', 'en')).toEqual({ en: '<p>Old message</p>' });
  });

  it('has no title or message where neither the locale nor the default locale has one', () => {
    expect(shownCookieNotice({ texts: { de: { title: 'Nur deutsch' } } }, 'fr', 'en')).toEqual({ title: null, message: null });
  });
});
