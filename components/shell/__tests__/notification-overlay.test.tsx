/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import german from '@/messages/de.json';
import { NotificationOverlay } from '@/components/shell/notification-overlay';
import { notify, useNotifications } from '@/lib/stores/notifications';

function renderOverlay(language: 'en' | 'de' = 'en') {
  return render(
    <NextIntlClientProvider locale={language} messages={language === 'de' ? german : messages}>
      <NotificationOverlay />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  act(() => useNotifications.setState({ notifications: [] }));
  jest.useRealTimers();
});

describe('NotificationOverlay', () => {
  it('shows an error with the request id until it is dismissed', () => {
    renderOverlay();
    act(() => {
      notify({ level: 'error', message: 'Out of stock', requestId: 'req-7' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('alert')).toHaveTextContent('Request ID: req-7');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an API error in the shopper\'s language by its message id, with the request id', () => {
    renderOverlay('de');
    act(() => {
      notify({ level: 'error', message: 'Too many requests, please try again later', messageIds: ['RateLimited', 'status429', 'status4xx'], requestId: 'req-8' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Too many requests');
    expect(screen.getByRole('alert')).toHaveTextContent('req-8');
  });

  it('falls back from an untranslated code to its status, and to the API\'s message only when no id is translated', () => {
    renderOverlay();
    act(() => {
      notify({ level: 'error', message: 'Coupon expired', messageIds: ['CouponExpired', 'status422', 'status4xx'] });
      notify({ level: 'error', message: 'I\'m a teapot', messageIds: ['Teapot', 'status418'] });
    });
    const [coupon, teapot] = screen.getAllByRole('alert');
    expect(coupon).toHaveTextContent('This could not be done. Please check your entries and try again.');
    expect(teapot).toHaveTextContent('I\'m a teapot');
  });

  it('hides a notice with a time limit by itself and offers its link', () => {
    jest.useFakeTimers();
    renderOverlay();
    act(() => {
      notify({ level: 'success', message: 'Added', link: { href: '/cart', label: 'View cart' }, autoHideMs: 8000 });
    });
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByText('Added')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Added')).toBeNull();
  });
});
