/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { EditorLanguageSelect } from '../editor-language-select';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const cookieWrites: string[] = [];

beforeEach(() => {
  mockRefresh.mockClear();
  cookieWrites.length = 0;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => { cookieWrites.push(value); });
});

afterEach(() => jest.restoreAllMocks());

describe('EditorLanguageSelect', () => {
  it('lists the 17 languages each by its own name, the current one chosen', () => {
    render(<EditorLanguageSelect label="Sprache des Editors" language="de" />);
    const select = screen.getByRole('combobox', { name: 'Sprache des Editors' });
    expect(select).toHaveValue('de');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Català', 'Čeština', 'Dansk', 'Deutsch', 'English', 'English (UK)', 'Español', 'Español (México)', 'Suomi', 'Français',
      'Italiano', 'Nederlands', 'Norsk', 'Português', 'Português (Brasil)', 'Русский', 'Svenska',
    ]);
    // Each name is in its own language, for screen readers to speak it right.
    expect(screen.getByRole('option', { name: 'Português (Brasil)' })).toHaveAttribute('lang', 'pt-BR');
  });

  it('keeps the choice for a year in a cookie of the editor\'s addresses only, then renders the screen again', () => {
    render(<EditorLanguageSelect label="Editor language" language="en" />);
    expect(mockRefresh).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Editor language' }), { target: { value: 'fr' } });
    expect(cookieWrites).toEqual(['vitrine-editor-language=fr; Max-Age=31536000; Path=/editor; SameSite=Lax']);
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Editor language' })).toHaveValue('fr');
  });
});
