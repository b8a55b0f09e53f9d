/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { pageRoutes } from '@/lib/api/routes/page';
import { labels, polyfillDialog } from '@/components/editor/__tests__/editor-test-utils';
import { ContentLanguage } from '../../content-language';
import { editorTargetIn } from '../editor-target';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
jest.mock('../editor-target', () => ({ editorTargetIn: jest.fn() }));
const api = jest.mocked(shopApi);
const target = jest.mocked(editorTargetIn);

const texts = labels.pageLanguage;
const options = [{ identifier: 'en', name: 'English' }, { identifier: 'de', name: 'German' }];
const page = { slug: 'opening-hours', title: 'Opening hours' };

beforeAll(polyfillDialog);
beforeEach(() => {
  push.mockReset();
  api.mockReset();
  target.mockReset();
});

const renderSelect = () => render(<ContentLanguage label="Content language" options={options} current="en" defaultLocale="en" texts={texts} />);
const choose = async (locale: string) => {
  fireEvent.change(screen.getByRole('combobox', { name: 'Content language' }), { target: { value: locale } });
  await act(async () => {});
};

describe('the content language', () => {
  it('opens the page in the language chosen when it is there', async () => {
    target.mockResolvedValue({ path: '/editor/de/i/oeffnungszeiten' });
    renderSelect();
    await choose('de');
    expect(push).toHaveBeenCalledWith('/editor/de/i/oeffnungszeiten');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to add a page with no title in the language, then opens it there', async () => {
    target.mockResolvedValueOnce({ missing: page }).mockResolvedValueOnce({ path: '/editor/de/i/oeffnungszeiten' });
    api.mockResolvedValue({});
    renderSelect();
    await choose('de');
    expect(push).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: '“Opening hours” is not in Deutsch yet' });
    // The page stays in its language while the owner decides.
    expect(screen.getByRole('combobox', { name: 'Content language' })).toHaveValue('en');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title in Deutsch' }), { target: { value: 'Öffnungszeiten' } });
    expect(within(dialog).getByRole('textbox', { name: 'Slug in Deutsch' })).toHaveValue('oeffnungszeiten');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Deutsch' }));
    await act(async () => {});
    expect(api).toHaveBeenCalledWith(pageRoutes.addPageLanguage,
      { params: { slug: 'opening-hours' }, body: { locale: 'de', title: 'Öffnungszeiten', slug: 'oeffnungszeiten' } }, { silent: true });
    expect(push).toHaveBeenCalledWith('/editor/de/i/oeffnungszeiten');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows why a title or slug is refused at its field, and keeps the page where it is on Cancel', async () => {
    target.mockResolvedValue({ missing: page });
    api.mockRejectedValue(new ApiError('taken', 409, 'Conflict', null, 'SlugTaken'));
    renderSelect();
    await choose('de');
    const dialog = screen.getByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: 'Title in Deutsch' });
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Deutsch' }));
    await act(async () => {});
    expect(api).not.toHaveBeenCalled();
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: 'Öffnungszeiten' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Deutsch' }));
    await act(async () => {});
    const slug = within(dialog).getByRole('textbox', { name: 'Slug in Deutsch' });
    expect(slug).toHaveAccessibleDescription('Another page has this slug in Deutsch. Choose another one.');
    expect(slug).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });
});
