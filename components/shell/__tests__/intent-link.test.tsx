/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { IntentLink } from '../intent-link';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: jest.fn() }) }));

beforeEach(() => prefetch.mockReset());

describe('IntentLink', () => {
  it('loads nothing ahead while it is only shown, and keeps the server\'s href with its carried query', () => {
    render(<IntentLink href="/c/shoes?preview=1&shop=beyond-demo">Shoes</IntentLink>);
    expect(screen.getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/c/shoes?preview=1&shop=beyond-demo');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the pointer enters it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['it gets the focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['a finger touches it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('loads its page ahead when %s', (_, intent) => {
    render(<IntentLink href="/c/shoes?shop=beyond-demo">Shoes</IntentLink>);
    intent(screen.getByRole('link', { name: 'Shoes' }));
    expect(prefetch).toHaveBeenCalledWith('/c/shoes?shop=beyond-demo');
  });

  it('loads it once however often the intent shows, and again for a new address', () => {
    const { rerender } = render(<IntentLink href="/p/mug" onFocus={() => undefined}>Mug</IntentLink>);
    const link = screen.getByRole('link', { name: 'Mug' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    rerender(<IntentLink href="/p/cup">Mug</IntentLink>);
    fireEvent.pointerEnter(link);
    expect(prefetch.mock.calls).toEqual([['/p/mug'], ['/p/cup']]);
  });

  it('still runs the handlers it is given', () => {
    const onFocus = jest.fn();
    render(<IntentLink href="/p/mug" onFocus={onFocus}>Mug</IntentLink>);
    fireEvent.focus(screen.getByRole('link', { name: 'Mug' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
