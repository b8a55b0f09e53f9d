/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

describe('the HTML block’s settings', () => {
  it('says that the HTML is sanitized and its scripts wait for cookie consent, and stores what is typed', () => {
    const store = renderSettings('html', { html: '' });
    const html = screen.getByLabelText('HTML');
    expect(html).toHaveAccessibleDescription(
      'The HTML is sanitized before it is shown. Its scripts run only for shoppers who accepted cookies, never in the editor.',
    );
    fireEvent.change(html, { target: { value: '<b>Hi</b><script>track()</script>' } });
    expect(dataOf(store).html).toBe('<b>Hi</b><script>track()</script>');
  });
});
