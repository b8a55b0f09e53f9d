/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import german from '@/messages/de.json';
import { viewErrorDigest } from '@/lib/view-error';
import PageError from '../error';

const failed = (digest?: string) => Object.assign(new Error('An error occurred in the Server Components render.'), { digest });

function renderError(error: Error & { digest?: string }, locale = 'en') {
  const reset = jest.fn();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'de' ? german : messages}>
      <PageError error={error} reset={reset} />
    </NextIntlClientProvider>,
  );
  return { reset, ...view };
}

describe('the error page', () => {
  it('shows a view error with its own status code, message and request id, and titles the page with them', () => {
    document.title = 'Search | Vitrine Demo Store';
    const { unmount } = renderError(failed(viewErrorDigest({ statusCode: 400, requestId: 'f3a9c1e2-0d4b-4a7e-9c1b-2e3f4a5b6c7d', message: 'Invalid search filter' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Error 400' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid search filter');
    expect(screen.getByText('Request id: f3a9c1e2-0d4b-4a7e-9c1b-2e3f4a5b6c7d')).toBeInTheDocument();
    expect(screen.queryByText(messages.Error.message)).not.toBeInTheDocument();
    expect(document.title).toBe('Error 400');
    unmount();
    expect(document.title).toBe('Search | Vitrine Demo Store');
  });

  it('shows any other failure as a 500 with the generic text and Next\'s digest as the request id', () => {
    renderError(failed('2386439912'), 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Fehler 500' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(german.Error.message);
    expect(screen.getByText('Anfrage-ID: 2386439912')).toBeInTheDocument();
  });

  it('leaves out the request id when there is none, and tries again on request', () => {
    const { reset } = renderError(failed());
    expect(screen.queryByText(/Request id/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
