/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { PreviewTitles } from '@/components/shell/preview-titles';

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <p data-testid="bar"><PreviewTitles /></p>
    </NextIntlClientProvider>,
  );
}

describe('the preview bar titles', () => {
  it('shows the theme and style titles the theme manager put into the address (spec section 2)', () => {
    renderAt('/?shop=demo&previewTheme=t1&themeStyle=s1&themeTitle=Aurora&themeStyleTitle=Midnight%20%26%20Co');
    expect(screen.getByTestId('bar')).toHaveTextContent('Theme: AuroraStyle: Midnight & Co');
  });

  it('shows nothing without them', () => {
    renderAt('/?previewTheme=t1&themeStyle=s1');
    expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
  });
});
