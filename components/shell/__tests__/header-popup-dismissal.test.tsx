/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { HEADER_POPUPS } from '../header-popup-group';
import { HeaderPopupDismissal } from '../header-popup-dismissal';

function renderHeader() {
  render(
    <>
      <input aria-label="Search products" />
      <details name={HEADER_POPUPS} open>
        <summary>Language</summary>
        <a href="#deutsch">Deutsch</a>
      </details>
      <details name={HEADER_POPUPS}>
        <summary>Ship to</summary>
      </details>
      <HeaderPopupDismissal />
    </>,
  );
  return screen.getByText('Language').closest('details')!;
}

describe('HeaderPopupDismissal', () => {
  it('closes the open pop-up on Escape inside it and gives focus back to its summary', () => {
    const language = renderHeader();
    screen.getByRole('link', { name: 'Deutsch' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(language.open).toBe(false);
    expect(screen.getByText('Language')).toHaveFocus();
  });

  it('leaves it open on Escape elsewhere (the search box has its own Escape)', () => {
    const language = renderHeader();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(language.open).toBe(true);
  });

  it('closes it on a click outside, not on one inside', () => {
    const language = renderHeader();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Deutsch' }));
    expect(language.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(language.open).toBe(false);
  });

  it('closes it when focus moves on past it', () => {
    const language = renderHeader();
    screen.getByRole('link', { name: 'Deutsch' }).focus();
    expect(language.open).toBe(true);
    screen.getByRole('textbox', { name: 'Search products' }).focus();
    expect(language.open).toBe(false);
  });
});
