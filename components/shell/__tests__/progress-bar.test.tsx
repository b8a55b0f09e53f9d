/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { trackRequest } from '@/lib/api/progress';
import { ProgressBar } from '../progress-bar';

describe('the progress bar', () => {
  it('shows a decorative bar while a request runs, with no made-up ARIA role', () => {
    const { unmount } = render(<ProgressBar />);
    const finish = trackRequest();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    finish();
    unmount();
    expect(document.querySelector('#nprogress')).toBeNull();
  });
});
