/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { CONSENT_COOKIE } from '@/lib/cookie-consent';
import { readSourceMarkers } from '@/lib/security/script-sources.mjs';
import { TrustBadge } from '../trust-badge';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const pathname = jest.mocked(usePathname);

const badge = { html: '<p>Trusted Shops</p>', scripts: [{ src: 'https://widgets.trustedshops.com/js/X123.js' }] };

function setConsent(value: '1' | '0' | null) {
  document.cookie = value === null ? `${CONSENT_COOKIE}=; Max-Age=0; Path=/` : `${CONSENT_COOKIE}=${value}; Path=/`;
}

afterEach(() => {
  setConsent(null);
  pathname.mockReturnValue('/');
});

describe('the trust badge', () => {
  it.each([[null], ['0']] as const)('shows nothing and loads nothing for a shopper whose consent is %s', (consent) => {
    setConsent(consent);
    const { container } = render(<TrustBadge badge={badge} />);
    expect(container).not.toHaveTextContent('Trusted Shops');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the markup and loads the widget once the shopper accepted cookies', () => {
    setConsent('1');
    const { container } = render(<TrustBadge badge={badge} />);
    expect(container).toHaveTextContent('Trusted Shops');
    expect(container.querySelector('script')?.getAttribute('src')).toBe('https://widgets.trustedshops.com/js/X123.js');
  });

  it('tells the page\'s content policy the widget\'s host, signed', () => {
    const { container } = render(<TrustBadge badge={badge} />);
    expect(readSourceMarkers(container.innerHTML).script).toEqual(['https://widgets.trustedshops.com']);
  });

  it('is removed and set up again, its widget run anew, on every route change', () => {
    setConsent('1');
    const { container, rerender } = render(<TrustBadge badge={badge} />);
    const first = container.querySelector('script');
    // What the widget drew into its box.
    container.querySelector('.trust-badge')!.append(Object.assign(document.createElement('div'), { className: 'widget-drawn' }));
    rerender(<TrustBadge badge={badge} />);
    expect(container.querySelector('script')).toBe(first);
    expect(container.querySelector('.widget-drawn')).not.toBeNull();

    pathname.mockReturnValue('/p/mug');
    rerender(<TrustBadge badge={badge} />);
    expect(container.querySelector('.widget-drawn')).toBeNull();
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.querySelector('script')).not.toBe(first);
    expect(container.querySelector('script')?.getAttribute('src')).toBe('https://widgets.trustedshops.com/js/X123.js');
    expect(container).toHaveTextContent('Trusted Shops');
  });
});
