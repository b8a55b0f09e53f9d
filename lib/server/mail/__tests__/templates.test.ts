import { mailLanguage, passwordResetMail } from '../templates';

describe('mail templates', () => {
  it('pick English, German or French by locale and fall back to English', () => {
    expect(mailLanguage('de')).toBe('de');
    expect(mailLanguage('fr-CH')).toBe('fr');
    expect(mailLanguage('es')).toBe('en');
    expect(passwordResetMail('fr', 'Boutique', 'https://x.test/r').subject).toBe('Réinitialiser votre mot de passe pour Boutique');
    expect(passwordResetMail('es', 'Shop', 'https://x.test/r').text).toContain('https://x.test/r');
  });
});
