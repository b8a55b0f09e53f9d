/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { categoryContentRoutes } from '@/lib/api/routes/category-content';
import { legalRoutes } from '@/lib/api/routes/legal';
import { pageRoutes } from '@/lib/api/routes/page';
import messages from '@/messages/en.json';
import { labels, polyfillDialog } from '../../../__tests__/editor-test-utils';
import type { PageEntry, PagesModuleProps } from '../entries';
import { PAGES_TEXT_KEYS, type PagesTexts } from '../labels';
import { PagesModule } from '../pages-module';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const mockRefresh = jest.fn();
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: mockPush }) }));
const api = jest.mocked(shopApi);

const texts = Object.fromEntries(PAGES_TEXT_KEYS.map((key) => [key, messages.EditorPages[key]])) as PagesTexts;
const seo = { titleTag: null, metaDescription: null, version: 2 };
const props: PagesModuleProps = {
  texts,
  language: 'en',
  links: { editor: true, locale: 'en', defaultLocale: 'en' },
  main: [
    { kind: 'category', id: 'cat-home', slug: 'home', title: 'Home', ...seo, isVisible: true, isPublished: true, route: '/c/cat-home', children: [] },
    {
      kind: 'category', id: 'cat-shoes', slug: 'shoes', title: 'Shoes', titleTag: 'Shoes for everyone', metaDescription: null, version: 4,
      isVisible: true, isPublished: true, route: '/c/cat-shoes', children: [
        { kind: 'page', id: 'page-care', waiting: null, slug: 'shoe-care', title: 'Shoe care', ...seo, isVisible: true, isPublished: true, navigation: 'main', route: '/i/shoe-care', children: [] },
      ],
    },
  ],
  footer: [
    { kind: 'page', id: 'page-about', waiting: null, slug: 'about-us', title: 'About us', titleTag: null, metaDescription: 'Who we are.', version: 3, isVisible: true, isPublished: true, navigation: 'footer', route: '/i/about-us', children: [] },
    { kind: 'page', id: 'page-autumn', waiting: null, slug: 'autumn-preview', title: 'Autumn preview', ...seo, isVisible: false, isPublished: true, navigation: 'footer', route: '/i/autumn-preview', children: [] },
  ],
  other: [
    { kind: 'page', id: 'page-draft', waiting: null, slug: 'draft-ideas', title: 'Draft ideas', ...seo, isVisible: true, isPublished: false, navigation: null, route: '/i/draft-ideas', children: [] },
  ],
  legal: [
    { kind: 'legal', id: 'legal-shipping', slug: 'shipping', title: 'Shipping', isVisible: true, route: '/l/shipping', version: 1 },
    { kind: 'legal', id: 'legal-tac', slug: 'tac', title: 'Terms and conditions', isVisible: false, route: '/l/tac', version: 0 },
  ],
  parents: [{ slug: 'home', title: 'Home', level: 1 }, { slug: 'shoes', title: 'Shoes', level: 1 }, { slug: 'shoe-care', title: 'Shoe care', level: 2 }],
  current: { kind: 'page', id: 'page-about' },
  locale: 'en',
  defaultLocale: 'en',
  notInLanguage: [],
  languageTexts: labels.pageLanguage,
};

const button = (name: string) => screen.getByRole('button', { name });
const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The text an element is described by (its field message or hint). */
const description = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  .map((id) => document.getElementById(id)?.textContent).join(' ');
const conflict = () => new ApiError("The slug 'shoe-care' is already taken", 409, 'Conflict', 'req-1', 'SlugTaken');

beforeAll(polyfillDialog);
beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ slug: 'answer' });
  mockRefresh.mockReset();
  mockPush.mockReset();
  jest.mocked(showApiError).mockReset();
});

describe('the page manager', () => {
  it('lists the menus as nested, the pages in neither and the legal pages, marking hidden and unpublished entries and the open page', () => {
    render(<PagesModule {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pages' })).toBeInTheDocument();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Main navigation')).getAllByRole('listitem').map((item) => item.firstChild!.textContent))
      .toEqual(['HomeCategory', 'ShoesCategory', 'Shoe care']);
    // Shoe care sits under Shoes, as in the menu.
    const shoes = within(section('Main navigation')).getAllByRole('listitem')[1]!;
    expect(within(within(shoes).getByRole('list')).getByText('Shoe care')).toBeInTheDocument();
    expect(within(section('Footer')).getAllByText('Hidden')).toHaveLength(1);
    expect(within(section('Footer')).getAllByRole('listitem')[1]).toHaveTextContent('Autumn previewHidden');
    // A page awaiting its first Publish says so; published ones carry no such marker.
    expect(within(section('Other pages')).getByRole('listitem')).toHaveTextContent('Draft ideasNot published yet');
    expect(within(section('Footer')).queryByText('Not published yet')).toBeNull();
    expect(within(section('Legal pages')).getAllByRole('listitem').map((item) => item.firstChild!.textContent))
      .toEqual(['Shipping', 'Terms and conditionsHidden']);

    const open = screen.getByRole('link', { name: 'Open: About us' });
    expect(open).toHaveAttribute('href', '/editor/i/about-us');
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Open: Shoes' })).toHaveAttribute('href', '/editor/c/cat-shoes');
    expect(screen.getByRole('link', { name: 'Open: Terms and conditions' })).toHaveAttribute('href', '/editor/l/tac');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Categories and legal pages are set up, not duplicated or deleted here.
    expect(screen.queryByRole('button', { name: 'Delete: Shoes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate: Shipping' })).toBeNull();
    expect(button('Settings: Shipping')).toBeInTheDocument();
  });

  it('suggests the slug from the title until it is edited by hand, creates a footer page without a parent, and opens it', async () => {
    api.mockResolvedValue({ slug: 'summer' });
    render(<PagesModule {...props} />);
    fireEvent.click(button('Create page'));
    const form = screen.getByRole('form', { name: 'Create page' });
    expect(field(form, 'Title')).toHaveFocus();
    type(field(form, 'Title'), 'Summer Sale 2025!');
    expect(field(form, 'Slug')).toHaveValue('summer-sale-2025');
    type(field(form, 'Slug'), 'summer');
    type(field(form, 'Title'), 'Summer Sale 2026');
    expect(field(form, 'Slug')).toHaveValue('summer');

    // A parent chosen for the main navigation is not sent once the page goes into the footer.
    fireEvent.change(within(form).getByRole('combobox', { name: 'Parent' }), { target: { value: 'shoes' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Footer' }));
    expect(within(form).queryByRole('combobox', { name: 'Parent' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/editor/i/summer'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(pageRoutes.putPage, {
      params: { slug: 'summer' }, body: { title: 'Summer Sale 2026', type: 'blank', navigation: 'footer', draft: true },
    }, { silent: true });
    expect(mockRefresh).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('creates a page of the main navigation under the parent chosen', async () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Create page'));
    const form = screen.getByRole('form', { name: 'Create page' });
    type(field(form, 'Title'), 'Laces');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Parent' }), { target: { value: 'shoe-care' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(pageRoutes.putPage, {
      params: { slug: 'laces' }, body: { title: 'Laces', type: 'blank', navigation: 'main', pageParentSlug: 'shoe-care', draft: true },
    }, { silent: true }));
  });

  it('refuses a malformed slug or one another page has at the field, before sending, and never overwrites a page', () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Create page'));
    const form = screen.getByRole('form', { name: 'Create page' });
    type(field(form, 'Title'), 'About us');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api).not.toHaveBeenCalled();
    const slug = field(form, 'Slug');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(description(slug)).toBe(texts.slugTaken);
    expect(slug).toHaveFocus();

    type(slug, 'About Us');
    expect(slug).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(description(slug)).toBe(texts.slugInvalid);
    type(field(form, 'Title'), ' ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(description(field(form, 'Title'))).toBe(texts.titleRequired);
    expect(api).not.toHaveBeenCalled();
  });

  it('shows a slug conflict (409) at the slug field and keeps the form as typed', async () => {
    api.mockRejectedValue(conflict());
    render(<PagesModule {...props} />);
    fireEvent.click(button('Duplicate: Draft ideas'));
    const form = screen.getByRole('form', { name: 'Duplicate: Draft ideas' });
    expect(field(form, 'Title')).toHaveValue('Draft ideas (copy)');
    expect(field(form, 'Slug')).toHaveValue('draft-ideas-copy');
    type(field(form, 'Slug'), 'fresh-ideas');
    fireEvent.click(within(form).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(field(form, 'Slug')).toHaveAttribute('aria-invalid', 'true'));
    expect(api).toHaveBeenCalledWith(pageRoutes.duplicatePage, {
      params: { slug: 'draft-ideas' }, body: { newSlug: 'fresh-ideas', newTitle: 'Draft ideas (copy)' },
    }, { silent: true });
    expect(description(field(form, 'Slug'))).toBe(texts.slugTaken);
    expect(field(form, 'Slug')).toHaveValue('fresh-ideas');
    expect(field(form, 'Title')).toHaveValue('Draft ideas (copy)');
    expect(screen.getByRole('form', { name: 'Duplicate: Draft ideas' })).toBe(form);
    expect(showApiError).not.toHaveBeenCalled();
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a field the API refused (400) at that field, and other refusals in the notification overlay', async () => {
    api.mockRejectedValueOnce(new ApiError('Validation failed', 400, 'Bad Request', 'req-2', 'ValidationError', {
      message: 'Validation failed', errors: [{ path: 'body.metaDescription', message: 'Too big' }],
    }));
    render(<PagesModule {...props} />);
    fireEvent.click(button('Settings: About us'));
    const form = screen.getByRole('form', { name: 'Settings: About us' });
    type(field(form, 'Meta description'), 'A new description');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(form, 'Meta description')).toHaveAttribute('aria-invalid', 'true'));
    expect(description(field(form, 'Meta description'))).toContain(texts.notAccepted);

    const gone = new ApiError('Page not found', 404, 'Not Found', 'req-3', 'NotFound');
    api.mockRejectedValueOnce(gone);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showApiError).toHaveBeenCalledWith(gone));
  });

  it('saves only the changed settings of a page, by its slug, with the save status', async () => {
    let answer!: (value: unknown) => void;
    api.mockReturnValue(new Promise((resolve) => { answer = resolve; }) as never);
    render(<PagesModule {...props} />);
    fireEvent.click(button('Settings: About us'));
    const form = screen.getByRole('form', { name: 'Settings: About us' });
    expect(field(form, 'Title')).toHaveValue('About us');
    expect(within(form).getByRole('radio', { name: 'Footer' })).toBeChecked();
    type(field(form, 'Title tag'), 'About our shop');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Visible' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Not in a navigation' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(api).toHaveBeenCalledWith(pageRoutes.updatePage, {
      params: { slug: 'about-us' }, body: { titleTag: 'About our shop', isVisible: false, navigation: null, draft: true },
    }, { silent: true, ifMatch: 3 });
    await act(async () => answer({ slug: 'about-us' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('form')).toBeNull();
    expect(button('Settings: About us')).toHaveFocus();
    expect(mockRefresh).toHaveBeenCalled();
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('keeps a page at its address while a new slug waits for its Publish, and sends nothing when nothing changed', async () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Settings: About us'));
    expect(within(screen.getByRole('form')).getByText(texts.publishedWithPage)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'Save' }));
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByRole('form')).toBeNull();

    fireEvent.click(button('Settings: About us'));
    type(field(screen.getByRole('form'), 'Slug'), 'who-we-are');
    fireEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(pageRoutes.updatePage, {
      params: { slug: 'about-us' }, body: { slug: 'who-we-are', draft: true },
    }, { silent: true, ifMatch: 3 }));
    expect(mockRefresh).toHaveBeenCalled();
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('opens a page\'s settings as the owner left them, with what waits for Publish, and names the page by the address shoppers know', async () => {
    const about = props.footer[0] as PageEntry;
    const waiting = { ...props, footer: [{ ...about, waiting: { title: 'Who we are', slug: 'who-we-are' } }, ...props.footer.slice(1)] };
    render(<PagesModule {...waiting} />);
    const row = within(screen.getByRole('region', { name: 'Footer' })).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('About usChanges to publish');
    fireEvent.click(button('Settings: About us'));
    const form = screen.getByRole('form', { name: 'Settings: About us' });
    expect(field(form, 'Title')).toHaveValue('Who we are');
    expect(field(form, 'Slug')).toHaveValue('who-we-are');
    type(field(form, 'Title'), 'About us');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Back to what shoppers see: sent, so that the change no longer waits.
    await waitFor(() => expect(api).toHaveBeenCalledWith(pageRoutes.updatePage, {
      params: { slug: 'about-us' }, body: { title: 'About us', draft: true },
    }, { silent: true, ifMatch: 3 }));
  });

  it('saves a category by its id and a legal page by its slug, each with only what changed', async () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Settings: Shoes'));
    let form = screen.getByRole('form', { name: 'Settings: Shoes' });
    expect(within(form).queryByRole('radio')).toBeNull();
    type(field(form, 'Title'), 'Footwear');
    type(field(form, 'Title tag'), '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(categoryContentRoutes.updateCategory, {
      params: { id: 'cat-shoes' }, body: { title: 'Footwear', titleTag: null },
    }, { silent: true, ifMatch: 4 }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    fireEvent.click(button('Settings: Terms and conditions'));
    form = screen.getByRole('form', { name: 'Settings: Terms and conditions' });
    expect(within(form).queryByRole('textbox', { name: 'Slug' })).toBeNull();
    expect(form).toHaveTextContent('The address of a legal page is fixed: /l/tac');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Visible' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenLastCalledWith(legalRoutes.updateLegalPage, {
      params: { slug: 'tac' }, body: { isVisible: true },
    }, { silent: true, ifMatch: 0 }));
  });

  it('shows another owner\'s settings in place of what was typed when they saved first, and saves on their version next', async () => {
    const theirs = { slug: 'about-us', title: 'About the shop', titleTag: 'Since 1998', metaDescription: 'Who we are.', isVisible: true, navigation: 'footer' };
    api.mockRejectedValueOnce(new ApiError('The page\'s settings was changed by someone else; reload it to continue', 409, 'Conflict', 'req-2', 'StaleVersion',
      { message: 'stale', code: 'StaleVersion', currentVersion: 5, current: theirs }));
    render(<PagesModule {...props} />);
    fireEvent.click(button('Settings: About us'));
    let form = screen.getByRole('form', { name: 'Settings: About us' });
    type(field(form, 'Title tag'), 'Mine');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Someone else changed these settings in the meantime.'));
    expect(field(form, 'Title')).toHaveValue('About the shop');
    expect(field(form, 'Title tag')).toHaveValue('Since 1998');
    expect(mockRefresh).toHaveBeenCalled();
    // Not a taken slug, and not the overlay's.
    expect(description(field(form, 'Slug'))).not.toContain(texts.slugTaken);
    expect(showApiError).not.toHaveBeenCalled();

    form = screen.getByRole('form', { name: 'Settings: About us' });
    type(field(form, 'Title tag'), 'Mine after all');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenLastCalledWith(pageRoutes.updatePage, {
      params: { slug: 'about-us' }, body: { titleTag: 'Mine after all', draft: true },
    }, { silent: true, ifMatch: 5 }));
  });

  it('previews the search result and counts the title tag and description against what results show', () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Settings: About us'));
    const form = screen.getByRole('form', { name: 'Settings: About us' });
    const preview = within(form).getByRole('region', { name: 'Search result preview' });
    // Without a title tag the title shows; the address is the shoppers', not the editor's.
    expect(preview).toHaveTextContent(`About us${window.location.origin}/i/about-usWho we are.`);
    expect(description(field(form, 'Meta description'))).toBe('11 characters; search results show about 160.');
    expect(description(field(form, 'Title tag'))).toBe('0 characters; search results show about 60.');

    type(field(form, 'Title tag'), 'T'.repeat(61));
    expect(description(field(form, 'Title tag'))).toBe('61 characters: search results show about 60, the rest may be cut off.');
    expect(field(form, 'Title tag')).not.toHaveAttribute('aria-invalid');
    expect(preview).toHaveTextContent(`${'T'.repeat(60)}…`);
    type(field(form, 'Slug'), 'our-story');
    expect(preview).toHaveTextContent(`${window.location.origin}/i/our-story`);
  });

  it('deletes a page only after the question, and leaves the deleted open page for the editor\'s home', async () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Delete: About us'));
    const question = screen.getByRole('dialog', {
      name: 'Delete the page “About us”? Pages below it in the main navigation move up one level, and it leaves the footer.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api).not.toHaveBeenCalled();
    expect(button('Delete: About us')).toHaveFocus();

    fireEvent.click(button('Delete: About us'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/editor'));
    expect(api).toHaveBeenCalledWith(pageRoutes.deletePage, { params: { slug: 'about-us' } }, { silent: true });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('stays on the open page when another page is deleted', async () => {
    render(<PagesModule {...props} />);
    fireEvent.click(button('Delete: Draft ideas'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith(pageRoutes.deletePage, { params: { slug: 'draft-ideas' } }, { silent: true });
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('lists the pages with no title in the language edited, by their title in another, and adds one there, then opens it', async () => {
    const missing = [
      { id: 'page-hours', slug: 'opening-hours', title: 'Opening hours', locale: 'en' },
      { id: 'page-delivery', slug: 'lieferzeiten', title: 'Lieferzeiten', locale: 'de' },
    ];
    const german = { ...props, links: { editor: true as const, locale: 'de', defaultLocale: 'en' }, locale: 'de', notInLanguage: missing };
    api.mockResolvedValueOnce({ slug: 'oeffnungszeiten' });
    render(<PagesModule {...german} />);
    const region = screen.getByRole('region', { name: 'Not in Deutsch' });
    expect(within(region).getByText(/no title in Deutsch/)).toBeInTheDocument();
    expect(within(region).getByText('Lieferzeiten')).toHaveAttribute('lang', 'de');
    fireEvent.click(within(region).getByRole('button', { name: /^Add to Deutsch ?: Opening hours$/ }));
    const dialog = screen.getByRole('dialog');
    // The slug is suggested from the title typed in the language.
    type(field(dialog, 'Title in Deutsch'), 'Öffnungszeiten');
    expect(field(dialog, 'Slug in Deutsch')).toHaveValue('oeffnungszeiten');
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Deutsch' })); });
    // Named by its slug in the language it has a title in, not the one edited.
    expect(api).toHaveBeenCalledWith(pageRoutes.addPageLanguage,
      { params: { slug: 'opening-hours' }, body: { locale: 'de', title: 'Öffnungszeiten', slug: 'oeffnungszeiten' } }, { silent: true, locale: 'en' });
    expect(mockPush).toHaveBeenCalledWith(expect.stringMatching(/\/editor\/de\/i\/oeffnungszeiten(\?|$)/));
  });

  it('shows no such list when every page is in the language', () => {
    render(<PagesModule {...props} />);
    expect(screen.queryByRole('region', { name: /^Not in/ })).not.toBeInTheDocument();
  });
});
