/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { shopApi } from '@/lib/api/browser';
import { ThemePreviewStylesheet } from '@/components/shell/theme-preview-stylesheet';

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));

const AURORA = '00000000-0000-4000-8000-0000000000a1';
const MIDNIGHT = '00000000-0000-4000-8000-0000000000b2';
const ACTIVE_HREF = '/themes/aurora/stylesheets/default.css?shop=demo';
const MIDNIGHT_HREF = `/themes/${AURORA}/stylesheets/midnight.css?shop=demo`;

const themes = [{
  themeId: AURORA, name: 'aurora', version: '1.0.0', title: 'Aurora', isActive: true,
  styles: [
    { themeStyleId: '00000000-0000-4000-8000-0000000000b1', name: 'default', title: 'Default', isActive: true, stylesheetUrl: ACTIVE_HREF },
    { themeStyleId: MIDNIGHT, name: 'midnight', title: 'Midnight', isActive: false, stylesheetUrl: MIDNIGHT_HREF },
  ],
}];

const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const activeLink = () => document.head.querySelector<HTMLLinkElement>('link[data-theme-stylesheet]')!;

const bar = (
  <NextIntlClientProvider locale="en" messages={messages}>
    <p data-testid="bar"><ThemePreviewStylesheet /></p>
  </NextIntlClientProvider>
);

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(bar);
}

beforeEach(() => {
  jest.mocked(shopApi).mockReset().mockResolvedValue(themes);
  // The theme stylesheet as StorefrontDocument renders it (React hoists it into <head>).
  document.head.innerHTML = `<link rel="stylesheet" href="${ACTIVE_HREF}" data-precedence="theme" data-theme-stylesheet="">`;
});

describe('the theme preview stylesheet', () => {
  it('shows the previewed style\'s stylesheet in place of the active one once it has loaded (spec section 6)', async () => {
    renderAt(`/?shop=demo&previewTheme=${AURORA}&themeStyle=${MIDNIGHT}&themeTitle=Aurora&themeStyleTitle=Midnight`);
    await act(async () => {});
    expect(shopApi).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/themes' }), {}, expect.anything());
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual([ACTIVE_HREF, MIDNIGHT_HREF]);
    // Until the previewed stylesheet has loaded the active one stays, so the page is never unstyled.
    expect(activeLink()).not.toHaveAttribute('disabled');

    act(() => { stylesheets()[1]!.dispatchEvent(new Event('load')); });
    expect(activeLink()).toHaveAttribute('disabled');
    expect(activeLink().getAttribute('href')).toBe(ACTIVE_HREF);
    expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
  });

  it('keeps the previewed style across a client navigation and gives the active one back when it goes', async () => {
    const { rerender, unmount } = renderAt(`/?previewTheme=${AURORA}&themeStyle=${MIDNIGHT}`);
    await act(async () => {});
    act(() => { stylesheets()[1]!.dispatchEvent(new Event('load')); });

    // The layout's bar stays mounted and re-renders with the new address (links carry the parameters).
    window.history.pushState(null, '', `/c/clothing?previewTheme=${AURORA}&themeStyle=${MIDNIGHT}`);
    rerender(bar);
    await act(async () => {});
    expect(shopApi).toHaveBeenCalledTimes(1);
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual([ACTIVE_HREF, MIDNIGHT_HREF]);

    unmount();
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual([ACTIVE_HREF]);
    expect(activeLink()).not.toHaveAttribute('disabled');
  });

  it('leaves the page alone when the previewed style is the active one', async () => {
    renderAt(`/?previewTheme=${AURORA}&themeStyle=00000000-0000-4000-8000-0000000000b1`);
    await act(async () => {});
    expect(shopApi).toHaveBeenCalledTimes(1);
    expect(stylesheets()).toHaveLength(1);
    expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
  });

  it('leaves the active style and says so when the shop has no such style', async () => {
    renderAt(`/?previewTheme=${AURORA}&themeStyle=00000000-0000-4000-8000-0000000000ff`);
    expect(await screen.findByText('This style was not found. The active style is shown.')).toBeInTheDocument();
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual([ACTIVE_HREF]);
  });

  it('does not find a style of another theme under the previewed theme', async () => {
    renderAt(`/?previewTheme=00000000-0000-4000-8000-0000000000a2&themeStyle=${MIDNIGHT}`);
    expect(await screen.findByText('This style was not found. The active style is shown.')).toBeInTheDocument();
    expect(stylesheets()).toHaveLength(1);
  });

  it('ignores a theme or style that is no id', async () => {
    renderAt(`/?previewTheme=${AURORA}&themeStyle=midnight`);
    await act(async () => {});
    expect(shopApi).not.toHaveBeenCalled();
    expect(stylesheets()).toHaveLength(1);
    expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
  });

  it('does nothing outside theme preview', async () => {
    renderAt('/?shop=demo&preview=1');
    await act(async () => {});
    expect(shopApi).not.toHaveBeenCalled();
    expect(stylesheets()).toHaveLength(1);
    expect(activeLink()).not.toHaveAttribute('disabled');
  });
});
