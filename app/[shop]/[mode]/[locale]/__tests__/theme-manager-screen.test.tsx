/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import german from '@/messages/de.json';
import type { LinkContext } from '@/lib/routing/links';
import { ThemeManagerScreen } from '../_components/theme-manager-screen';
import type { Storefront } from '../_lib/storefront';

// The shop's messages as next-intl reads them on the server.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    if (locale !== 'de') throw new Error(`only German here, not ${locale}`);
    const texts = (german as unknown as Record<string, Record<string, string>>)[namespace]!;
    return (key: string) => texts[key];
  },
}));
jest.mock('@/lib/server/themes/list-themes', () => ({
  listShopThemes: async () => [{
    themeId: 't1', name: 'aurora', version: '1.0.0', title: 'Aurora', isActive: true,
    styles: [{ themeStyleId: 's1', title: 'Midnight', isActive: true }, { themeStyleId: 's2', title: 'Daylight', isActive: false }],
  }],
}));

/** The shopper's /de/thememanager of a shop named in the address, in preview. */
async function renderFor(links: LinkContext) {
  render(await ThemeManagerScreen({ storefront: { shop: { id: 'shop-1' }, links } as unknown as Storefront, language: 'de' }));
}

describe('the theme manager on the storefront', () => {
  it('lists the themes read only and leads the owner to sign in to the editor’s theme manager, for the same shop and language', async () => {
    await renderFor({ editor: false, locale: 'de', defaultLocale: 'en', carried: { shop: 'corner', preview: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Design-Verwaltung' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stile' })).toHaveTextContent('Midnight · Aktiv');
    expect(screen.getByText(german.Editor.themeManagerIntro)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: german.Editor.themeManagerSignIn })).toHaveAttribute('href', '/editor/de/thememanager?shop=corner');
  });

  it('leads to the editor of the shop the address answers for without a shop parameter', async () => {
    await renderFor({ editor: false, locale: 'en', defaultLocale: 'en' });
    expect(screen.getByRole('link', { name: german.Editor.themeManagerSignIn })).toHaveAttribute('href', '/editor/thememanager');
  });
});
