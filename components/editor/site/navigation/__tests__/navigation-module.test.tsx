/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { navigationRoutes } from '@/lib/api/routes/navigation';
import messages from '@/messages/en.json';
import { NAVIGATION_TEXT_KEYS, type NavigationLabels } from '../labels';
import { NavigationModule } from '../navigation-module';
import { trees } from './navigation-fixtures';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const api = jest.mocked(shopApi);

const labels = Object.fromEntries(NAVIGATION_TEXT_KEYS.map((key) => [key, messages.EditorNavigation[key]])) as NavigationLabels;

const renderModule = () => render(<NavigationModule {...trees()} labels={labels} version={5} />);
const menu = (name: 'Main navigation' | 'Footer') => screen.getByRole('region', { name });
/** The entries of a menu in the order shown, parents first, by their drag handles' names. */
const titles = (name: 'Main navigation' | 'Footer') =>
  within(menu(name)).queryAllByRole('button', { name: /^Drag: / }).map((button) => button.getAttribute('aria-label')!.slice('Drag: '.length));
/** The save status (dnd-kit's announcements are a status region too). */
const saveStatus = () => screen.getAllByRole('status').find((element) => element.classList.contains('site-save-status'))!;
const button = (name: string) => screen.getByRole('button', { name });
const puts = () => api.mock.calls.map(([route, input]) => [route === navigationRoutes.putMainNavigation ? 'main' : 'footer', input!.body]);

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue([]);
  mockRefresh.mockReset();
  jest.mocked(showApiError).mockReset();
});

describe('the Navigation module', () => {
  it('shows both menus as trees, categories and hidden entries marked, each with its Visible toggle', () => {
    renderModule();
    expect(screen.getByRole('heading', { name: 'Navigation', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Footer' })).toBeInTheDocument();
    expect(titles('Main navigation')).toEqual(['Home', 'Clothing', 'T Shirts', 'Basics', 'Jackets', 'New Arrivals', 'Winter Sale']);
    expect(titles('Footer')).toEqual(['About Us', 'Autumn Preview']);

    const winter = button('Drag: Winter Sale').parentElement!;
    expect(within(winter).getByText('Category')).toBeInTheDocument();
    expect(within(winter).getByText('Hidden')).toBeInTheDocument();
    expect(within(winter).getByRole('checkbox', { name: 'Visible: Winter Sale' })).not.toBeChecked();
    const jackets = button('Drag: Jackets').parentElement!;
    expect(within(jackets).queryByText('Category')).toBeNull();
    expect(within(jackets).queryByText('Hidden')).toBeNull();
    expect(within(jackets).getByRole('checkbox', { name: 'Visible: Jackets' })).toBeChecked();
    expect(within(menu('Footer')).getByText('Hidden')).toBeInTheDocument();
  });

  it('disables the moves the menus cannot make, and says why where the API would refuse one', () => {
    renderModule();
    expect(button('Move up: Home')).toBeDisabled();
    expect(button('Move out: Home')).toBeDisabled();
    expect(button('Move in: Home')).toBeDisabled();
    expect(button('Move down: Home')).toBeEnabled();
    expect(button('Move down: Winter Sale')).toBeDisabled();
    expect(button('Move in: New Arrivals')).toBeEnabled();
    expect(button('Move in: Clothing')).toBeDisabled();
    expect(button('Move in: Clothing')).toHaveAttribute('title', 'The main navigation is at most 3 levels deep.');
    expect(button('Move to footer: Clothing')).toBeDisabled();
    expect(button('Move to footer: Clothing').title).toMatch(/^Footer entries have no sub-entries/);
    expect(button('Move to footer: New Arrivals')).toBeEnabled();
    expect(button('Move in: About Us')).toBeDisabled();
    expect(button('Move out: About Us')).toBeDisabled();
    expect(button('Move to main navigation: About Us')).toBeEnabled();
  });

  it('moves an entry by its buttons, announces it, keeps the focus on the button and saves the menu at once', async () => {
    renderModule();
    button('Move down: Home').focus();
    fireEvent.click(button('Move down: Home'));
    expect(titles('Main navigation').slice(0, 5)).toEqual(['Clothing', 'T Shirts', 'Basics', 'Jackets', 'Home']);
    expect(button('Move down: Home')).toHaveFocus();
    expect(screen.getByText('Home is now in Main navigation, level 1, position 2.')).toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent('Saving…');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(navigationRoutes.putMainNavigation, { query: { draft: 'true' }, body: expect.any(Array) }, expect.objectContaining({ silent: true, ifMatch: 5 }));
    // Spec section 5: only slug or categoryId, isVisible and children.
    expect(puts()[0]![1]).toEqual([
      { categoryId: 'id-clothing', isVisible: true, children: [
        { categoryId: 'id-t-shirts', isVisible: true, children: [{ categoryId: 'id-basics', isVisible: true, children: [] }] },
        { slug: 'jackets', isVisible: true, children: [] },
      ] },
      { categoryId: 'id-home', isVisible: true, children: [] },
      { slug: 'new-arrivals', isVisible: true, children: [] },
      { categoryId: 'id-winter-sale', isVisible: false, children: [] },
    ]);
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('keeps the focus in the moved entry’s row when the same move is no longer possible', async () => {
    renderModule();
    fireEvent.click(button('Move up: Clothing'));
    expect(button('Move up: Clothing')).toBeDisabled();
    expect(button('Move down: Clothing')).toHaveFocus();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
  });

  it('moves entries in and out of a level', async () => {
    renderModule();
    fireEvent.click(button('Move in: New Arrivals'));
    expect(screen.getByText('New Arrivals is now in Main navigation, level 2, position 3.')).toBeInTheDocument();
    expect(button('Move in: New Arrivals')).toHaveFocus();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    fireEvent.click(button('Move out: Basics'));
    expect(screen.getByText('Basics is now in Main navigation, level 2, position 2.')).toBeInTheDocument();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    const clothing = (puts()[1]![1] as { children: unknown[] }[])[1]!;
    expect(clothing.children.map((child) => (child as { slug?: string; categoryId?: string }).slug ?? (child as { categoryId: string }).categoryId))
      .toEqual(['id-t-shirts', 'id-basics', 'jackets', 'new-arrivals']);
  });

  it('moves a page to the footer and back, saving both menus, the footer without children', async () => {
    renderModule();
    fireEvent.click(button('Move to footer: Jackets'));
    expect(titles('Footer')).toEqual(['About Us', 'Autumn Preview', 'Jackets']);
    expect(titles('Main navigation')).not.toContain('Jackets');
    expect(button('Move to main navigation: Jackets')).toHaveFocus();
    expect(screen.getByText('Jackets is now in Footer, level 1, position 3.')).toBeInTheDocument();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(puts().map(([list]) => list)).toEqual(['main', 'footer']);
    expect(puts()[1]![1]).toEqual([
      { slug: 'about-us', isVisible: true }, { slug: 'autumn-preview', isVisible: false }, { slug: 'jackets', isVisible: true },
    ]);

    fireEvent.click(button('Move to main navigation: Jackets'));
    expect(titles('Main navigation').at(-1)).toBe('Jackets');
    await waitFor(() => expect(api).toHaveBeenCalledTimes(4));
  });

  it('shows and hides an entry with its Visible toggle and saves it', async () => {
    renderModule();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Visible: Home' }));
    const home = button('Drag: Home').parentElement!;
    expect(within(home).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('Home is now hidden.')).toBeInTheDocument();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect((puts()[0]![1] as object[])[0]).toEqual({ categoryId: 'id-home', isVisible: false, children: [] });
  });

  it('puts the menus back when a save fails, and says so; the overlay shows the API’s message', async () => {
    const refusal = new ApiError('No page with the slug \'jackets\'', 422, 'Unprocessable Entity', 'req-1', 'UnknownNavigationTarget');
    api.mockRejectedValue(refusal);
    renderModule();
    fireEvent.click(button('Move to footer: New Arrivals'));
    expect(titles('Footer')).toContain('New Arrivals');
    expect(await screen.findByText('The navigation could not be saved and was restored.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The navigation could not be saved and was restored.');
    expect(titles('Main navigation')).toEqual(['Home', 'Clothing', 'T Shirts', 'Basics', 'Jackets', 'New Arrivals', 'Winter Sale']);
    expect(titles('Footer')).toEqual(['About Us', 'Autumn Preview']);
    expect(showApiError).toHaveBeenCalledWith(refusal);
    expect(saveStatus()).toHaveTextContent('');
    expect(mockRefresh).not.toHaveBeenCalled();

    // The next change starts from the restored menus and clears the notice.
    api.mockResolvedValue([]);
    fireEvent.click(button('Move up: Winter Sale'));
    expect(screen.queryByText('The navigation could not be saved and was restored.')).toBeNull();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
  });

  it('puts back what the server has when the second menu of a change fails', async () => {
    api.mockResolvedValueOnce([]).mockRejectedValueOnce(new ApiError('Internal Server Error', 500, 'Internal Server Error', null));
    renderModule();
    fireEvent.click(button('Move to main navigation: About Us'));
    await screen.findByText('The navigation could not be saved and was restored.');
    // The main navigation was saved first, with About Us, which took it out of the footer on the server.
    expect(titles('Main navigation').at(-1)).toBe('About Us');
    expect(titles('Footer')).toEqual(['Autumn Preview']);
  });

  it('names the version it knows in each save, and the one each answer gives in the next', async () => {
    api.mockImplementation(async (_route, _input, options) => {
      options?.onVersion?.(6);
      return [] as never;
    });
    renderModule();
    fireEvent.click(button('Move to main navigation: About Us'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api.mock.calls.map((call) => call[2])).toEqual([
      expect.objectContaining({ silent: true, ifMatch: 5 }), expect.objectContaining({ silent: true, ifMatch: 6 }),
    ]);
  });

  it('keeps what someone else saved first: says so, and shows their menus once the refresh brings them', async () => {
    const stale = new ApiError('The navigation was changed by someone else; reload it to continue', 409, 'Conflict', 'req-2', 'StaleVersion', { currentVersion: 8 });
    api.mockRejectedValue(stale);
    const { rerender } = renderModule();
    fireEvent.click(button('Move down: Home'));
    await screen.findByText(/^Someone else changed the menus in the meantime\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed the menus in the meantime.');
    expect(showApiError).not.toHaveBeenCalled();
    expect(mockRefresh).toHaveBeenCalled();
    expect(api).toHaveBeenCalledTimes(1);

    // The refresh brings their menus: the footer without Autumn Preview.
    const theirs = trees();
    rerender(<NavigationModule main={theirs.main} footer={theirs.footer.slice(0, 1)} labels={labels} version={8} />);
    expect(titles('Footer')).toEqual(['About Us']);
    expect(titles('Main navigation')[0]).toBe('Home');
    // The next change names their version.
    api.mockResolvedValue([]);
    fireEvent.click(button('Move down: Home'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api.mock.calls[1]![2]).toMatchObject({ ifMatch: 8 });
  });

  it('takes in newer menus a refresh brings while nothing is being saved, and ignores the same version again', () => {
    const { rerender } = renderModule();
    const next = trees();
    rerender(<NavigationModule main={next.main} footer={next.footer.slice(1)} labels={labels} version={5} />);
    expect(titles('Footer')).toEqual(['About Us', 'Autumn Preview']);
    rerender(<NavigationModule main={next.main} footer={next.footer.slice(1)} labels={labels} version={6} />);
    expect(titles('Footer')).toEqual(['Autumn Preview']);
  });

  it('saves changes made while a save runs together afterwards, so the last state wins', async () => {
    let finish!: () => void;
    api.mockImplementationOnce(() => new Promise((resolve) => { finish = () => resolve([]); }));
    renderModule();
    fireEvent.click(button('Move down: Home'));
    fireEvent.click(button('Move down: Home'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Visible: About Us' }));
    expect(api).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(api).toHaveBeenCalledTimes(3));
    expect(puts().slice(1).map(([list]) => list)).toEqual(['main', 'footer']);
    expect((puts()[1]![1] as { categoryId?: string }[]).map((entry) => entry.categoryId ?? 'page')).toEqual(['id-clothing', 'page', 'id-home', 'id-winter-sale']);
    expect((puts()[2]![1] as object[])[0]).toEqual({ slug: 'about-us', isVisible: false });
  });

  it('names every drag handle after its entry', () => {
    renderModule();
    expect(button('Drag: About Us')).toHaveAttribute('title', 'Drag');
  });
});

describe('dragging by keyboard', () => {
  // jsdom lays nothing out: every row and menu heading gets a 40 px high, full-width box in document order.
  const box = jest.spyOn(Element.prototype, 'getBoundingClientRect');
  beforeAll(() => box.mockImplementation(function (this: Element) {
    const rows = [...document.querySelectorAll('[data-entry], h3')];
    const top = Math.max(0, rows.indexOf(this)) * 40;
    return { top, left: 0, width: 300, height: 40, bottom: top + 40, right: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  }));
  afterAll(() => box.mockRestore());

  const key = (element: Element, code: string) => fireEvent.keyDown(element, { code, key: code });

  it('picks an entry up, moves it down a row and a level in, drops it there and saves', async () => {
    renderModule();
    const handle = button('Drag: New Arrivals');
    handle.focus();
    key(handle, 'Space');
    await screen.findByText('Picked up New Arrivals.');
    key(handle, 'ArrowDown');
    await screen.findByText('New Arrivals will go into Main navigation, level 1, position 4.');
    key(handle, 'ArrowRight');
    await screen.findByText('New Arrivals will go into Main navigation, level 2, position 1.');
    key(handle, 'Space');
    await screen.findByText('New Arrivals is now in Main navigation, level 2, position 1.');
    expect(titles('Main navigation').slice(-2)).toEqual(['Winter Sale', 'New Arrivals']);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect((puts()[0]![1] as { children: unknown[] }[]).at(-1)!.children).toEqual([{ slug: 'new-arrivals', isVisible: true, children: [] }]);
  });

  it('says why an entry cannot go where it is dropped, and leaves the menus as they were', async () => {
    renderModule();
    const handle = button('Drag: Clothing');
    handle.focus();
    key(handle, 'Space');
    await screen.findByText('Picked up Clothing.');
    // Down past the rest of the main navigation (its own sub-entries take no drop) and the footer's heading.
    for (let step = 0; step < 4; step += 1) key(handle, 'ArrowDown');
    await screen.findByText(/^Footer entries have no sub-entries/);
    key(handle, 'Space');
    expect(await screen.findByRole('alert')).toHaveTextContent('Footer entries have no sub-entries. Move the sub-entries of Clothing out first.');
    expect(titles('Footer')).toEqual(['About Us', 'Autumn Preview']);
    expect(api).not.toHaveBeenCalled();
  });

  it('puts the entry back when the drag is cancelled', async () => {
    renderModule();
    const handle = button('Drag: Home');
    handle.focus();
    key(handle, 'Enter');
    await screen.findByText('Picked up Home.');
    key(handle, 'ArrowDown');
    key(handle, 'Escape');
    await screen.findByText('Moving Home was cancelled. It is back where it was.');
    expect(titles('Main navigation')[0]).toBe('Home');
    expect(api).not.toHaveBeenCalled();
  });
});
