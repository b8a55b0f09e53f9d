import { DEFAULT_LOCALE_SEGMENT } from '@/lib/routing/constants';
import { editorLanguage } from '../editor-language';

const request = { cookies: new Map<string, string>(), headers: new Headers() };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
  headers: async () => request.headers,
}));

const languageAt = (locale: string) => editorLanguage(Promise.resolve({ shop: 'demo', locale }));

beforeEach(() => {
  request.cookies.clear();
  request.headers = new Headers({ 'accept-language': 'sv, en;q=0.5' });
});

describe('editorLanguage', () => {
  it('is the language the owner chose in the editor bar, whatever the address and the browser say', async () => {
    request.cookies.set('vitrine-editor-language', 'es-MX');
    await expect(languageAt('de')).resolves.toBe('es-MX');
    await expect(languageAt(DEFAULT_LOCALE_SEGMENT)).resolves.toBe('es-MX');
  });

  it('without a choice, is the address\'s language prefix, else the browser\'s language', async () => {
    await expect(languageAt('de')).resolves.toBe('de');
    await expect(languageAt(DEFAULT_LOCALE_SEGMENT)).resolves.toBe('sv');
  });

  it('ignores a cookie that names no UI language', async () => {
    request.cookies.set('vitrine-editor-language', 'klingon');
    await expect(languageAt(DEFAULT_LOCALE_SEGMENT)).resolves.toBe('sv');
  });
});
