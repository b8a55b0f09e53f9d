import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { bundleOf, loadBundle, TranslationModuleNotFoundError } from '../bundles';

const dev = { development: true };
const prod = { development: false };

describe('translation bundles base and themes', () => {
  it('split a language\'s texts between them, each namespace in one, the themes\' own in themes', async () => {
    const [base, themes] = await Promise.all([loadBundle('en', 'base', dev), loadBundle('en', 'themes', dev)]);
    expect(Object.keys(themes.messages).sort()).toEqual(['EditorTheme', 'Preview']);
    expect(Object.keys(base.messages)).toContain('Shell');
    expect({ ...base.messages, ...themes.messages }).toEqual(en);
    expect(Object.keys(en).filter((namespace) => bundleOf(namespace) === 'themes')).toHaveLength(2);
  });

  it('serve a locale by its language, else its two-letter language', async () => {
    expect((await loadBundle('de', 'base', dev)).messages.Shell).toEqual(de.Shell);
    expect(await loadBundle('de_AT', 'themes', dev)).toEqual({ language: 'de', messages: { Preview: de.Preview, EditorTheme: de.EditorTheme }, fellBack: false });
    expect((await loadBundle('pt_br', 'base', dev)).language).toBe('pt-BR');
    expect((await loadBundle('pt-PT', 'base', dev)).language).toBe('pt');
    expect((await loadBundle('nb-NO', 'base', dev)).language).toBe('no');
    expect((await loadBundle('', 'base', dev)).language).toBe('en');
  });

  it('raise the spec\'s module-not-found error in development for a locale no module serves', async () => {
    const loading = loadBundle('ja-JP', 'themes', dev);
    await expect(loading).rejects.toBeInstanceOf(TranslationModuleNotFoundError);
    await expect(loading).rejects.toMatchObject({
      name: 'ModuleNotFoundError', code: 'MODULE_NOT_FOUND', message: "Cannot find module 'messages/ja-JP' (translation bundle 'themes')",
    });
  });

  it('fall back to the default language in production, and say so', async () => {
    const loaded = await loadBundle('ja-JP', 'base', prod);
    expect(loaded).toMatchObject({ language: 'en', fellBack: true });
    expect(loaded.messages.Shell).toEqual(en.Shell);
  });
});
