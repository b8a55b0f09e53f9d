/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Shop } from '@/lib/server/shop/types';
import english from '@/messages/en.json';
import { EditorBar } from '../mode-bars';

// The owner's messages as next-intl reads them on the server, placeholders filled.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) => {
    const texts = (english as unknown as Record<string, Record<string, string>>)[namespace]!;
    return (key: string, values: Record<string, string> = {}) => texts[key]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
  },
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const shop = { slug: 'demo', title: 'Corner Shop', defaultLocale: 'en' } as unknown as Shop;

describe('the editor bar', () => {
  it('names the shop being edited and sends no owner looking for a page in a preview', async () => {
    render(await EditorBar({ shop, links: { editor: true, locale: 'en', defaultLocale: 'en' }, language: 'en' }));
    const bar = screen.getByRole('region', { name: 'Editor' });
    expect(bar).toHaveTextContent('You are editing Corner Shop.');
    expect(bar).not.toHaveTextContent(/choose a page/i);
    expect(screen.getByRole('link', { name: 'Theme manager' })).toHaveAttribute('href', '/editor/thememanager');
  });
});
