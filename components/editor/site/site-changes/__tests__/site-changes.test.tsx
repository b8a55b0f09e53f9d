/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { siteRoutes } from '@/lib/api/routes/site';
import type { SiteChange } from '@/lib/content/site-draft';
import en from '@/messages/en.json';
import { polyfillDialog } from '@/components/editor/__tests__/editor-test-utils';
import { SITE_CHANGES_TEXT_KEYS, type SiteChangesLabels } from '../labels';
import { SiteChanges } from '../site-changes';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const api = jest.mocked(shopApi);

const labels = Object.fromEntries(SITE_CHANGES_TEXT_KEYS.map((key) => [key, (en.EditorSiteChanges as Record<string, string>)[key]])) as SiteChangesLabels;
const CHANGES: SiteChange[] = [
  { resource: 'shop-settings', fields: ['title', 'userSettings.headerUsps'] },
  { resource: 'navigation', menus: ['main', 'footer'] },
  { resource: 'theme-settings', themeStyleId: 's1', styleTitle: 'Daylight', settings: ['primaryColor'] },
  { resource: 'active-theme-style', themeStyleId: 's2', styleTitle: 'Midnight' },
];

beforeAll(polyfillDialog);
beforeEach(() => {
  api.mockReset();
  mockRefresh.mockReset();
});

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Publish site changes' }));
const dialog = () => screen.getByRole('dialog', { name: 'Site changes waiting to be published' });

describe('Publish site changes', () => {
  it('is disabled and says so while nothing waits', () => {
    render(<SiteChanges changes={[]} labels={labels} language="en" />);
    expect(screen.getByRole('button', { name: 'Publish site changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish site changes' })).toHaveAccessibleDescription('No site changes waiting');
  });

  it('lists the waiting changes in the owner\'s words and publishes them together', async () => {
    api.mockResolvedValue({});
    render(<SiteChanges changes={CHANGES} labels={labels} language="en" />);
    expect(screen.getByRole('button', { name: 'Publish site changes' })).toHaveAccessibleDescription('Site changes waiting: 4');
    open();
    expect(within(dialog()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Shop settings: shop name, selling points',
      'Navigation: main navigation, footer',
      'Theme style Daylight: settings changed (1)',
      'Active theme style: Midnight',
    ]);
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish site changes' })));
    expect(api).toHaveBeenCalledWith(siteRoutes.publishSiteChanges, {}, { silent: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Site changes published')).toBeInTheDocument();
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('tells the owner to look again when the changes changed meanwhile, publishing nothing', async () => {
    api.mockRejectedValue(new ApiError('changed', 409, 'Conflict', 'r1', 'SiteChangesChanged'));
    render(<SiteChanges changes={CHANGES} labels={labels} language="en" />);
    open();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish site changes' })));
    expect(within(dialog()).getByText(/changed in another tab meanwhile/)).toBeInTheDocument();
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('discards the changes only after the owner confirms', async () => {
    api.mockResolvedValue({ changes: [] });
    render(<SiteChanges changes={CHANGES} labels={labels} language="en" />);
    open();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Discard site changes' }));
    expect(api).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard' })));
    expect(api).toHaveBeenCalledWith(siteRoutes.discardSiteChanges, {}, { silent: true });
    expect(screen.getByText('Site changes discarded')).toBeInTheDocument();
  });

  it('shows what was published before, with when and by whom', async () => {
    api.mockResolvedValue([{ id: 'r1', changes: [CHANGES[1]], publishedAt: '2026-11-29T03:00:00.000Z', publishedBy: 'owner@example.com' }]);
    render(<SiteChanges changes={CHANGES} labels={labels} language="en" />);
    open();
    const before = within(dialog()).getByText('Published before').closest('details')!;
    before.open = true;
    await act(async () => fireEvent(before, new Event('toggle')));
    expect(api).toHaveBeenCalledWith(siteRoutes.listSiteRevisions, {}, { silent: true });
    expect(within(before).getByText(/owner@example\.com/)).toBeInTheDocument();
    expect(within(before).getByText('Navigation: main navigation, footer')).toBeInTheDocument();
  });
});
