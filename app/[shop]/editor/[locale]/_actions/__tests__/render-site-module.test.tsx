/** @jest-environment node */
import { isValidElement, type ReactElement } from 'react';
import { resolveEditorRequest } from '../../_lib/editor-request';
import { loadNavigationModule } from '../../_lib/site/navigation';
import { renderSiteModule, type OnDemandSiteModule } from '../render-site-module';

jest.mock('../../_lib/editor-request', () => ({ resolveEditorRequest: jest.fn() }));
jest.mock('../../_lib/site/navigation', () => ({ loadNavigationModule: jest.fn(async () => ({ main: [], footer: [], labels: {} })) }));
jest.mock('../../_lib/site/shop-settings', () => ({ loadShopSettingsModule: jest.fn() }));
jest.mock('../../_lib/site/theme', () => ({ loadThemeModule: jest.fn() }));

const storefront = { shop: { slug: 'demo' }, mode: 'editor', locale: 'de', links: {} };

describe('renderSiteModule, a public server function', () => {
  it('renders nothing for a visitor without the shop\'s owner session', async () => {
    jest.mocked(resolveEditorRequest).mockResolvedValue({ shop: {}, owner: null, storefront: null } as never);
    await expect(renderSiteModule('demo', 'de', 'en', 'navigation')).rejects.toThrow('Unauthorized');
    expect(loadNavigationModule).not.toHaveBeenCalled();
  });

  it('renders the module for the owner, in a language the editor has, and refuses a module it does not know', async () => {
    jest.mocked(resolveEditorRequest).mockResolvedValue({ shop: {}, owner: {}, storefront } as never);
    const element = await renderSiteModule('demo', 'de', '<script>', 'navigation') as ReactElement<{ main: unknown[] }>;
    expect(isValidElement(element)).toBe(true);
    expect(element.props.main).toEqual([]);
    expect(resolveEditorRequest).toHaveBeenCalledWith('demo', 'de');
    expect(loadNavigationModule).toHaveBeenCalledWith(storefront, 'en');
    await expect(renderSiteModule('demo', 'de', 'de', 'orders' as OnDemandSiteModule)).rejects.toThrow('Not found');
  });
});
