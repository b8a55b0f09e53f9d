/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SellingPointItem } from '../selling-point-item';

const item = (point: { text: string; fallback: boolean }, editor: boolean) => render(
  <ul><SellingPointItem point={point} defaultLocale="en" editor={editor} untranslated="nicht übersetzt" /></ul>,
);

describe('a selling point of the header and the footer', () => {
  it('shows shoppers a stand-in text without any mark, in the language it is written in', () => {
    item({ text: 'Free returns', fallback: true }, false);
    const point = screen.getByRole('listitem');
    expect(point).toHaveTextContent(/^Free returns$/);
    expect(point).toHaveAttribute('lang', 'en');
    expect(point).not.toHaveAttribute('data-untranslated');
  });

  it('marks a stand-in text in the editor', () => {
    item({ text: 'Free returns', fallback: true }, true);
    expect(screen.getByRole('listitem')).toHaveTextContent('Free returns (nicht übersetzt)');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-untranslated', 'true');
  });

  it('shows a translated text as it is, in the editor too', () => {
    item({ text: 'Kostenlose Rücksendung', fallback: false }, true);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Kostenlose Rücksendung$/);
    expect(screen.getByRole('listitem')).not.toHaveAttribute('lang');
  });
});
