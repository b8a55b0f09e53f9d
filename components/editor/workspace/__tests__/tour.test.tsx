/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { labels } from '../../__tests__/editor-test-utils';
import { openTour, Tour } from '../tour';

const { ui } = labels;

describe('the first visit\'s tour', () => {
  it('walks through picking a page, selecting a block and publishing, pointing at each part', () => {
    render(<Tour ui={ui} />);
    const tour = screen.getByRole('dialog', { name: ui.tourPagesTitle });
    expect(tour).toHaveTextContent('Step 1 of 3');
    expect(document.querySelector('style')?.textContent).toContain('[data-tour="pages"]');
    fireEvent.click(screen.getByRole('button', { name: ui.tourNext }));
    expect(screen.getByRole('dialog', { name: ui.tourCanvasTitle })).toHaveTextContent('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: ui.tourBack }));
    expect(screen.getByRole('dialog', { name: ui.tourPagesTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ui.tourNext }));
    fireEvent.click(screen.getByRole('button', { name: ui.tourNext }));
    expect(screen.getByRole('dialog', { name: ui.tourPublishTitle })).toHaveTextContent('Step 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: ui.tourDone }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('vitrine:editor-tour')).toBe('seen');
  });

  it('stays closed once seen, opens again from "Show the tour", and can be skipped', () => {
    render(<Tour ui={ui} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openTour());
    expect(screen.getByRole('dialog', { name: ui.tourPagesTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ui.tourSkip }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
