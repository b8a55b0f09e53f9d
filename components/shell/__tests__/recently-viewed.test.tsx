/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { recentlyViewedKey } from '@/lib/recently-viewed';
import { RecentlyViewed } from '../recently-viewed';
import { useConsent } from '../use-consent';

const mug = { id: 'mug', name: 'Handmade Stoneware Mug', href: '/p/handmade-stoneware-mug' };
const scarf = { id: 'scarf', name: 'Nordic Grey Scarf', href: '/p/nordic-grey-scarf' };

function Decline() {
  const { choose } = useConsent('dialog');
  return <button type="button" onClick={() => choose('0')}>Decline</button>;
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'epCookieConsent=1; Path=/';
});

describe('RecentlyViewed', () => {
  it('remembers the product shown and lists the others, after consent only', async () => {
    const view = render(<RecentlyViewed shop="demo" title="Recently viewed" current={scarf} />);
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
    view.unmount();
    render(<RecentlyViewed shop="demo" title="Recently viewed" current={mug} />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Nordic Grey Scarf' })).toHaveAttribute('href', '/p/nordic-grey-scarf');
    expect(screen.queryByRole('link', { name: 'Handmade Stoneware Mug' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(recentlyViewedKey('demo'))!)).toEqual([mug, scarf]);
  });

  it('keeps nothing without consent, and forgets everything when the shopper declines', async () => {
    window.localStorage.setItem(recentlyViewedKey('demo'), JSON.stringify([scarf]));
    render(<><RecentlyViewed shop="demo" title="Recently viewed" current={mug} /><Decline /></>);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Nordic Grey Scarf' })).toBeInTheDocument();
    await act(async () => { screen.getByRole('button', { name: 'Decline' }).click(); });
    expect(window.localStorage.getItem(recentlyViewedKey('demo'))).toBeNull();

    window.localStorage.clear();
    render(<RecentlyViewed shop="demo" title="Recently viewed" current={scarf} />);
    await act(async () => {});
    expect(window.localStorage.length).toBe(0);
  });
});
