/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useTokenExchange } from '../use-token-exchange';
import { frameEditor, receive } from './frame-support';

const BACK_OFFICE = 'https://bo.example.com';
const exchange = jest.fn();

function SignIn({ backOffices }: { backOffices: readonly string[] }) {
  useTokenExchange(exchange, backOffices);
  return null;
}

beforeEach(() => exchange.mockClear());
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useTokenExchange', () => {
  it('exchanges a TOKEN of the parent frame on an origin the shop allows, once', () => {
    const parent = frameEditor();
    render(<SignIn backOffices={[BACK_OFFICE]} />);
    act(() => receive({ type: 'TOKEN', payload: 'from-the-back-office' }, BACK_OFFICE, parent));
    act(() => receive({ type: 'TOKEN', token: 'from-the-back-office' }, BACK_OFFICE, parent));
    act(() => receive({ type: 'TOKEN', token: 'from-the-shop' }, window.location.origin, parent));
    expect(exchange.mock.calls).toEqual([['from-the-back-office'], ['from-the-shop']]);
  });

  it('ignores a TOKEN from an origin the shop does not allow', () => {
    const parent = frameEditor();
    render(<SignIn backOffices={[BACK_OFFICE]} />);
    act(() => receive({ type: 'TOKEN', payload: 'forged' }, 'https://evil.example', parent));
    act(() => receive({ type: 'TOKEN', payload: 'forged' }, 'https://bo.example.com.evil.example', parent));
    expect(exchange).not.toHaveBeenCalled();
  });

  it('ignores a TOKEN from a window other than the parent, and any when not framed', () => {
    const parent = frameEditor();
    const { unmount } = render(<SignIn backOffices={[BACK_OFFICE]} />);
    act(() => receive({ type: 'TOKEN', payload: 'forged' }, BACK_OFFICE, window));
    act(() => receive({ type: 'TOKEN', payload: 'forged' }, BACK_OFFICE, null));
    unmount();
    jest.restoreAllMocks();
    render(<SignIn backOffices={[BACK_OFFICE]} />);
    act(() => receive({ type: 'TOKEN', payload: 'forged' }, BACK_OFFICE, parent));
    act(() => receive({ type: 'TOKEN', payload: 'forged' }, window.location.origin, window));
    expect(exchange).not.toHaveBeenCalled();
  });

  it('exchanges the token of the address and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/editor/i/about?token=from-the-address&shop=demo');
    render(<SignIn backOffices={[]} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(exchange).toHaveBeenCalledWith('from-the-address');
    expect(window.location.search).toBe('?shop=demo');
  });
});
