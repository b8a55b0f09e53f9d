/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useBackOffice } from '@/lib/stores/back-office';
import { BackOfficeFrame, previewPath } from '../back-office-frame';
import { parentTargets } from '../parent-frame';
import { frameEditor, receive } from './frame-support';

let mockPathname = '/editor/de/i/about-us';
let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useSearchParams: () => mockSearch }));

const BACK_OFFICE = 'https://bo.example.com';
const SELF = window.location.origin;
const labels = { backToBackOffice: 'Back to back office' };
const renderFrame = () => render(<BackOfficeFrame origins={[BACK_OFFICE]} labels={labels} />);

beforeEach(() => {
  mockPathname = '/editor/de/i/about-us';
  mockSearch = new URLSearchParams();
  useBackOffice.setState({ menu: null, baseUrl: null });
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the storefront path the editor frame reports', () => {
  it.each([
    ['/editor/de/i/about-us', '', '/de/i/about-us'],
    ['/editor', '', '/'],
    ['/editor/c/clothing', 'sort=price-asc&token=secret&shop=beyond-demo', '/c/clothing?sort=price-asc&shop=beyond-demo'],
  ])('of %s with the query "%s" is %s', (pathname, search, expected) => {
    expect(previewPath(pathname, new URLSearchParams(search))).toBe(expected);
  });
});

describe('BackOfficeFrame', () => {
  it('posts PREVIEW_PATH to the allowed origins on every navigation, never to any origin', () => {
    const parent = frameEditor();
    const { rerender } = renderFrame();
    const preview = (payload: string) => ({ type: 'PREVIEW_PATH', payload });
    expect(jest.mocked(parent.postMessage).mock.calls).toEqual([[preview('/de/i/about-us'), SELF], [preview('/de/i/about-us'), BACK_OFFICE]]);

    jest.mocked(parent.postMessage).mockClear();
    mockPathname = '/editor/de/c/clothing';
    mockSearch = new URLSearchParams('page=2&token=secret');
    rerender(<BackOfficeFrame origins={[BACK_OFFICE]} labels={labels} />);
    expect(jest.mocked(parent.postMessage).mock.calls.map(([message]) => message)).toEqual([preview('/de/c/clothing?page=2'), preview('/de/c/clothing?page=2')]);
    expect(jest.mocked(parent.postMessage).mock.calls.map(([, origin]) => origin)).toEqual([SELF, BACK_OFFICE]);
  });

  it('posts nothing when the editor is not framed', () => {
    const post = jest.spyOn(window, 'postMessage');
    renderFrame();
    expect(post).not.toHaveBeenCalled();
  });

  it('addresses only the parent\'s own origin when the browser tells it, and nothing to a parent the shop does not allow', () => {
    expect(parentTargets([BACK_OFFICE], [BACK_OFFICE])).toEqual([BACK_OFFICE]);
    expect(parentTargets([BACK_OFFICE], ['https://evil.example'])).toEqual([]);
    expect(parentTargets([BACK_OFFICE], undefined)).toEqual([SELF, BACK_OFFICE]);
  });

  it('links back to the back office once it names its address, over the whole window', () => {
    const parent = frameEditor();
    renderFrame();
    expect(screen.queryByRole('link', { name: 'Back to back office' })).toBeNull();
    act(() => receive({ type: 'MBO_BASE_URL', payload: 'https://bo.example.com/shops/42' }, BACK_OFFICE, parent));
    const link = screen.getByRole('link', { name: 'Back to back office' });
    expect(link).toHaveAttribute('href', 'https://bo.example.com/shops/42');
    expect(link).toHaveAttribute('target', '_top');
  });

  it.each([
    ['another origin', { type: 'MBO_BASE_URL', payload: 'https://bo.example.com/' }, 'https://evil.example', 'parent'],
    ['a window other than the parent', { type: 'MBO_BASE_URL', payload: 'https://bo.example.com/' }, BACK_OFFICE, 'other'],
    ['an address off the allowed origins', { type: 'MBO_BASE_URL', payload: 'https://evil.example/' }, BACK_OFFICE, 'parent'],
    ['an address over plain http', { type: 'MBO_BASE_URL', payload: 'http://bo.example.com/' }, BACK_OFFICE, 'parent'],
    ['a script address', { type: 'MBO_BASE_URL', payload: 'javascript:alert(1)' }, BACK_OFFICE, 'parent'],
  ])('ignores a base URL from %s', (_, data, origin, from) => {
    const parent = frameEditor();
    renderFrame();
    act(() => receive(data, origin, from === 'parent' ? parent : window));
    expect(useBackOffice.getState().baseUrl).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to back office' })).toBeNull();
  });

  it('keeps the menu state the allowed parent sends, and only that', () => {
    const parent = frameEditor();
    renderFrame();
    act(() => receive({ type: 'MBO_MENU', payload: { open: true } }, 'https://evil.example', parent));
    act(() => receive({ type: 'MBO_MENU', payload: { open: true } }, BACK_OFFICE, window));
    expect(useBackOffice.getState().menu).toBeNull();
    act(() => receive({ type: 'MBO_MENU', payload: { open: false, section: 'products' } }, BACK_OFFICE, parent));
    expect(useBackOffice.getState().menu).toEqual({ open: false, section: 'products' });
    act(() => receive({ type: 'MBO_MENU', payload: 'open' }, BACK_OFFICE, parent));
    expect(useBackOffice.getState().menu).toEqual({ open: false, section: 'products' });
  });

  it('listens to nothing when not framed', () => {
    renderFrame();
    act(() => receive({ type: 'MBO_MENU', payload: { open: true } }, SELF, window));
    expect(useBackOffice.getState().menu).toBeNull();
  });
});
