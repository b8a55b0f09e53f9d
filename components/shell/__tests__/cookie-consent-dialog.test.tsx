/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { polyfillDialog } from '@/components/editor/__tests__/editor-test-utils';
import { CookieConsentDialog } from '../cookie-consent-dialog';

beforeAll(polyfillDialog);
beforeEach(() => {
  // A desktop-wide window: the message shows in full rather than behind "Details".
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

const dialog = (props: Parameters<typeof CookieConsentDialog>[0]) => render(
  <NextIntlClientProvider locale="de" messages={messages}><CookieConsentDialog {...props} /></NextIntlClientProvider>,
);

describe('the cookie notice of a German page', () => {
  it('shows the German title and message as they are', async () => {
    dialog({ title: 'Wir verwenden Cookies', messageHtml: '<p>Lesen Sie unsere Richtlinie.</p>' });
    // It opens after the first paint (afterNextPaint).
    const notice = await screen.findByRole('dialog', { name: 'Wir verwenden Cookies' });
    expect(screen.getByRole('heading', { name: 'Wir verwenden Cookies' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Lesen Sie unsere Richtlinie.').parentElement).not.toHaveAttribute('lang');
    expect(notice).toHaveTextContent(/^Wir verwenden CookiesLesen Sie unsere Richtlinie\.AblehnenCookies akzeptieren$/);
  });

  it('shows an English text standing in for a missing translation unmarked, in the language it is written in', async () => {
    dialog({ title: 'We use cookies', titleLang: 'en', messageHtml: '<p>Read our policy.</p>', messageLang: 'en' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'We use cookies' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Read our policy.').parentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('dialog')).toHaveTextContent(/^We use cookiesRead our policy\.AblehnenCookies akzeptieren$/);
  });
});
