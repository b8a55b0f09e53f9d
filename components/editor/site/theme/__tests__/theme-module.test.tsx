/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { themeRoutes } from '@/lib/api/routes/theme';
import { polyfillDialog } from '@/components/editor/__tests__/editor-test-utils';
import de from '@/messages/de.json';
import { ThemeModule } from '../theme-module';
import { AURORA, DAYLIGHT, defaults, MIDNIGHT, PLAIN_HREF, props } from './theme-fixtures';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const api = jest.mocked(shopApi);

let link: HTMLLinkElement;
/** The settings the theme stylesheet <link> now previews, or null for the plain stylesheet. */
function previewedSettings(): Record<string, unknown> | null {
  const href = link.getAttribute('href')!;
  expect(href.startsWith(PLAIN_HREF)).toBe(true);
  const settings = new URL(href, 'http://shop.test').searchParams.get('settings');
  return settings === null ? null : JSON.parse(settings) as Record<string, unknown>;
}
const patchCalls = () => api.mock.calls.filter(([route]) => route === themeRoutes.updateSettings);
const style = (title: string) => screen.getByRole('group', { name: title });

beforeAll(polyfillDialog);
beforeEach(() => {
  jest.useFakeTimers();
  api.mockReset();
  api.mockResolvedValue({});
  mockRefresh.mockReset();
  jest.mocked(showApiError).mockReset();
  // The storefront document's theme stylesheet, as React hoists it.
  document.head.innerHTML = '';
  link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('href', PLAIN_HREF);
  link.dataset.precedence = 'theme';
  document.head.append(link);
});
afterEach(() => jest.useRealTimers());

describe('the theme module', () => {
  it('lists the themes and their styles with a swatch in their own colours, the active one marked', () => {
    render(<ThemeModule {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Themes' })).toBeInTheDocument();
    const styles = within(screen.getByRole('list', { name: 'Styles' })).getAllByRole('listitem');
    expect(styles).toHaveLength(2);
    expect(within(style('Daylight')).getByText('Active')).toBeInTheDocument();
    expect(within(style('Daylight')).queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(within(style('Midnight')).queryByText('Active')).toBeNull();
    // The swatch is hidden from assistive technology: the group is named by the style's title.
    const swatch = style('Midnight').querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(swatch).toHaveClass('swatch');
    expect(swatch.style.getPropertyValue('--swatch-background')).toBe('#14161a');
    expect(swatch.style.getPropertyValue('--swatch-text')).toBe('#e8eaed');
    expect(swatch.style.getPropertyValue('--swatch-bar')).toBe('#7aa7e0');
  });

  it('previews a style in the storefront, in a new tab, with the titles the preview bar shows', () => {
    render(<ThemeModule {...props} />);
    const preview = within(style('Midnight')).getByRole('link', { name: 'Preview' });
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAccessibleDescription('Midnight Opens in a new tab');
    const url = new URL(preview.getAttribute('href')!, 'http://shop.test');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      shop: 'demo', previewTheme: AURORA, themeStyle: MIDNIGHT, themeTitle: 'Aurora', themeStyleTitle: 'Midnight',
    });
  });

  it('activates a style with PUT /themes/active and refreshes the screen', async () => {
    render(<ThemeModule {...props} />);
    fireEvent.click(within(style('Midnight')).getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await act(async () => {});
    expect(api).toHaveBeenCalledWith(themeRoutes.activateTheme, { body: { themeId: AURORA, themeStyleId: MIDNIGHT, draft: true } }, { silent: true, ifMatch: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(mockRefresh).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so, and shows the list as it is now, when another owner activated a style since', async () => {
    api.mockRejectedValueOnce(new ApiError('stale', 409, 'Conflict', 'req-1', 'StaleVersion', { message: 'stale', code: 'StaleVersion', currentVersion: 3 }));
    render(<ThemeModule {...props} />);
    fireEvent.click(within(style('Midnight')).getByRole('button', { name: 'Activate' }));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else activated a style in the meantime.');
    expect(mockRefresh).toHaveBeenCalled();
    expect(showApiError).not.toHaveBeenCalled();
  });

  it('shows the recommended image width of the active style', () => {
    render(<ThemeModule {...props} />);
    const settings = screen.getByRole('region', { name: 'Theme settings' });
    expect(within(settings).getByText('Recommended image width').nextElementSibling).toHaveTextContent('1,200 px');
  });

  it('says so when the shop has no active style', () => {
    render(<ThemeModule {...props} active={null} />);
    expect(screen.queryByRole('region', { name: 'Theme settings' })).toBeNull();
    expect(screen.getByText('No style is active yet. Activate one to change its settings.')).toBeInTheDocument();
  });

  it('is the screen itself on the theme manager', () => {
    render(<ThemeModule {...props} layout="page" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Theme manager' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Themes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Theme settings' })).toBeInTheDocument();
  });
});

describe('the theme settings', () => {
  it('restyles the page at once with the unsaved colour and saves it after the owner pauses', async () => {
    render(<ThemeModule {...props} />);
    expect(previewedSettings()).toBeNull();
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    // The whole style as the owner now has it: the preview does not depend on what the server has saved meanwhile.
    expect(previewedSettings()).toEqual({ ...props.active!.settings, primaryColor: '#aa0000' });
    expect(screen.getByLabelText('Primary colour (hex code)')).toHaveValue('#aa0000');

    act(() => jest.advanceTimersByTime(599));
    expect(patchCalls()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(patchCalls()).toEqual([[
      themeRoutes.updateSettings, { params: { id: DAYLIGHT }, body: { settings: { primaryColor: '#aa0000' }, draft: true } }, expect.objectContaining({ silent: true, ifMatch: 6 }),
    ]]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('saves a run of changes once, with the last values', async () => {
    render(<ThemeModule {...props} />);
    const hex = screen.getByLabelText('Primary colour (hex code)');
    for (const value of ['#', '#a', '#aa00', '#aa0011']) {
      fireEvent.change(hex, { target: { value } });
      act(() => jest.advanceTimersByTime(300));
    }
    await act(async () => jest.advanceTimersByTime(600));
    expect(patchCalls()).toHaveLength(1);
    expect(patchCalls()[0]![1]).toMatchObject({ body: { settings: { primaryColor: '#aa0011' }, draft: true } });
  });

  it('keeps a hex code that is no colour in its field, marked, neither previewed nor saved', async () => {
    render(<ThemeModule {...props} />);
    const hex = screen.getByLabelText('Primary colour (hex code)');
    fireEvent.change(hex, { target: { value: '#12' } });
    expect(hex).toHaveValue('#12');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAccessibleDescription('Enter a colour as # and six hex digits, such as #1f2328.');
    expect(previewedSettings()).not.toHaveProperty('primaryColor');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(patchCalls()).toHaveLength(0);
  });

  it('warns of a colour that the text colour reads badly on, with the ratio', () => {
    render(<ThemeModule {...props} />);
    const background = screen.getByLabelText('Background colour');
    expect(background).not.toHaveAccessibleDescription();
    fireEvent.change(background, { target: { value: '#555555' } });
    const warning = 'Low contrast with the text colour (2.1:1; at least 4.5:1 is needed)';
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(background).toHaveAccessibleDescription(warning);
    // The text colour is what the others are read against: changing it warns on the colours it meets.
    fireEvent.change(background, { target: { value: '#ffffff' } });
    expect(screen.queryByText(/Low contrast/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#dddddd' } });
    expect(within(screen.getByLabelText('Background colour').closest('div')!).getByText(/Low contrast with the text colour \(1\.3:1/)).toBeInTheDocument();
    expect(screen.getByLabelText('Text colour')).not.toHaveAccessibleDescription();
  });

  it('edits fonts, sizes, choices and toggles, refusing a size the theme does not take', async () => {
    render(<ThemeModule {...props} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Heading font' }), { target: { value: 'Lora' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Body font' }), { target: { value: 'Georgia, serif' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Button style' }), { target: { value: 'pill' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show badges' }));
    const radius = screen.getByRole('textbox', { name: 'Corner radius' });
    fireEvent.change(radius, { target: { value: '8 px' } });
    expect(radius).toHaveAccessibleDescription('Enter a length such as 8px, 1.5rem or 50%.');
    await act(async () => jest.advanceTimersByTime(600));
    expect(patchCalls()[0]![1]).toEqual({
      params: { id: DAYLIGHT },
      body: { settings: { headingFont: 'Lora', bodyFont: 'Georgia, serif', buttonStyle: 'pill', showBadges: false }, draft: true },
    });
  });

  it('names the built-in settings and their choices in the owner\'s language, a theme\'s own setting as the theme stores it', () => {
    const settings = { names: de.EditorThemeSettings.names, options: de.EditorThemeSettings.options };
    render(<ThemeModule {...props} labels={{ ...props.labels, language: 'de', settings }} />);
    expect(screen.getByLabelText('Primärfarbe')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Schrift der Überschriften' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Eckenradius' })).toBeInTheDocument();
    const buttonStyle = screen.getByRole('combobox', { name: 'Schaltflächenstil' });
    expect(within(buttonStyle).getAllByRole('option').map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Gefüllt', 'filled'], ['Kontur', 'outline'], ['Pillenform', 'pill'],
    ]);
    // "Show badges" is the theme's own: no translation of it, so it stays as stored.
    expect(screen.getByRole('checkbox', { name: 'Show badges' })).toBeInTheDocument();
    expect(screen.queryByText('Primary colour')).not.toBeInTheDocument();
  });

  it('puts the saved values back, on the page too, when the save fails', async () => {
    api.mockRejectedValue(new ApiError('Invalid theme settings', 400, 'Bad Request', 'req-1'));
    render(<ThemeModule {...props} />);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    await act(async () => jest.advanceTimersByTime(600));
    expect(screen.getByLabelText('Primary colour (hex code)')).toHaveValue('#f2c14e');
    expect(previewedSettings()).toMatchObject({ primaryColor: '#f2c14e' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(showApiError).toHaveBeenCalled();
  });

  it('sends a change again on the new version when someone else changed other settings first', async () => {
    const stale = (current: object) => new ApiError('stale', 409, 'Conflict', 'req-2', 'StaleVersion', { message: 'stale', code: 'StaleVersion', currentVersion: 8, current });
    api.mockRejectedValueOnce(stale({ ...props.active!.settings, borderRadius: '2px' }));
    render(<ThemeModule {...props} />);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    await act(async () => jest.advanceTimersByTime(600));
    expect(patchCalls().map((call) => call[2]?.ifMatch)).toEqual([6, 8]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByText(/^Someone else changed these settings/)).toBeNull();
  });

  // Sent again on the new version, the save brought their corner radius into what the tab knows, not into the form.
  it('after a change sent again over another owner\'s setting, a change of that setting keeps theirs, shows it and says so', async () => {
    const theirs = { ...props.active!.settings, borderRadius: '2px' };
    api.mockRejectedValueOnce(new ApiError('stale', 409, 'Conflict', 'req-2', 'StaleVersion', { message: 'stale', code: 'StaleVersion', currentVersion: 8, current: theirs }))
      .mockImplementationOnce(async (_route, _input, options) => {
        options?.onVersion?.(9);
        return { ...theirs, primaryColor: '#aa0000' };
      });
    render(<ThemeModule {...props} />);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    await act(async () => jest.advanceTimersByTime(600));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByLabelText('Corner radius')).toHaveValue('8px');

    fireEvent.change(screen.getByLabelText('Corner radius'), { target: { value: '12px' } });
    await act(async () => jest.advanceTimersByTime(600));
    expect(patchCalls()).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed these settings in the meantime.');
    expect(screen.getByLabelText('Corner radius')).toHaveValue('2px');
    expect(screen.getByLabelText('Primary colour (hex code)')).toHaveValue('#aa0000');
    expect(previewedSettings()).toMatchObject({ borderRadius: '2px', primaryColor: '#aa0000' });
  });

  it('keeps another owner\'s value of the same setting: shows it on the page and in the form, and says so', async () => {
    const theirs = { ...props.active!.settings, primaryColor: '#123456' };
    api.mockRejectedValueOnce(new ApiError('stale', 409, 'Conflict', 'req-2', 'StaleVersion', { message: 'stale', code: 'StaleVersion', currentVersion: 9, current: theirs }));
    render(<ThemeModule {...props} />);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    await act(async () => jest.advanceTimersByTime(600));
    expect(patchCalls()).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed these settings in the meantime.');
    expect(screen.getByLabelText('Primary colour (hex code)')).toHaveValue('#123456');
    expect(previewedSettings()).toMatchObject({ primaryColor: '#123456' });
    expect(showApiError).not.toHaveBeenCalled();
  });

  it('saves what is still waiting when the module closes', async () => {
    const { unmount } = render(<ThemeModule {...props} />);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    unmount();
    await act(async () => {});
    expect(patchCalls()).toHaveLength(1);
  });

  it('resets to the defaults after asking, with the values of the style\'s default settings', async () => {
    render(<ThemeModule {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const question = 'Reset every setting of Daylight to the theme’s default? Your changes to them are lost.';
    fireEvent.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Reset' }));
    await act(async () => {});
    expect(patchCalls()).toEqual([[themeRoutes.updateSettings, { params: { id: DAYLIGHT }, body: { settings: defaults, draft: true } }, expect.objectContaining({ silent: true, ifMatch: 6 })]]);
    expect(screen.getByLabelText('Primary colour (hex code)')).toHaveValue('#2f6fb5');
    expect(screen.getByRole('textbox', { name: 'Corner radius' })).toHaveValue('4px');
    expect(previewedSettings()).toMatchObject({ primaryColor: '#2f6fb5', borderRadius: '4px' });
  });
});
