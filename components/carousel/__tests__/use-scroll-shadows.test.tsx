/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { hiddenSides, useScrollShadows } from '../use-scroll-shadows';

function Strip() {
  const ref = useRef<HTMLUListElement>(null);
  useScrollShadows(ref);
  return <ul ref={ref} aria-label="Strip" />;
}

/** A strip 300 wide showing `scrollWidth` of content, scrolled to `scrollLeft`. */
function layOut(strip: HTMLElement, scrollWidth: number, scrollLeft = 0) {
  Object.defineProperty(strip, 'clientWidth', { value: 300, configurable: true });
  Object.defineProperty(strip, 'scrollWidth', { value: scrollWidth, configurable: true });
  strip.scrollLeft = scrollLeft;
}

describe('scroll shadows', () => {
  it('tell which sides have more to show', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ start: false, end: false });
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: false, end: true });
    expect(hiddenSides({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: true });
    // Scrolled to the end, give or take the pixel browsers round.
    expect(hiddenSides({ scrollLeft: 299.5, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: false });
  });

  it('mark the strip after the first paint, as it scrolls, and again 300 ms after the window stopped resizing', () => {
    jest.useFakeTimers();
    try {
      render(<Strip />);
      const strip = screen.getByRole('list', { name: 'Strip' });
      // Not measured while hydrating (a forced reflow), but once the first frame has been painted.
      layOut(strip, 600, 0);
      expect(strip).not.toHaveAttribute('data-more-end');
      act(() => jest.advanceTimersByTime(20));
      expect(strip).toHaveAttribute('data-more-end');
      expect(strip).not.toHaveAttribute('data-more-start');

      layOut(strip, 600, 100);
      fireEvent.scroll(strip);
      expect(strip).toHaveAttribute('data-more-start');
      expect(strip).toHaveAttribute('data-more-end');

      // The window grew: everything fits now, measured once the resizing has stopped.
      layOut(strip, 300, 0);
      fireEvent(window, new Event('resize'));
      act(() => jest.advanceTimersByTime(200));
      fireEvent(window, new Event('resize'));
      act(() => jest.advanceTimersByTime(299));
      expect(strip).toHaveAttribute('data-more-end');
      act(() => jest.advanceTimersByTime(1));
      expect(strip).not.toHaveAttribute('data-more-start');
      expect(strip).not.toHaveAttribute('data-more-end');
    } finally {
      jest.useRealTimers();
    }
  });
});
