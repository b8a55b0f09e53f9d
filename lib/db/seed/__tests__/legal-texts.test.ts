import { sanitizeRichText } from '@/lib/sanitize-html';
import { LEGAL_DE } from '../content/legal-de';
import { LEGAL_EN } from '../content/legal-en';
import { LEGAL_FR } from '../content/legal-fr';
import type { LegalTexts } from '../content/legal-types';
import { SEED_LOCALES, type Locale } from '../locales';

// Every seeded locale must have its legal texts (a type error otherwise).
const LEGAL = { en: LEGAL_EN, de: LEGAL_DE, fr: LEGAL_FR } satisfies Record<Locale, LegalTexts>;

describe('seeded legal texts', () => {
  it.each(SEED_LOCALES)('link the contact page\'s email and phone, as shoppers see them (%s)', (locale) => {
    const shown = sanitizeRichText(LEGAL[locale].contact.html);
    expect(shown).toContain('<a href="mailto:hello@vitrine.test">hello@vitrine.test</a>');
    expect(shown).toContain('<a href="tel:+49301234567">+49 30 1234567</a>');
  });
});
