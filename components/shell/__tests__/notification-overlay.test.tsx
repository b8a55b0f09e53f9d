/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { NotificationOverlay } from '@/components/shell/notification-overlay';
import { notify, useNotifications } from '@/lib/stores/notifications';

function renderOverlay() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
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
