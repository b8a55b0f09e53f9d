/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { shopRoutes } from '@/lib/api/routes/shop';
import type { ShopChanges } from '@/lib/contract/shop';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import messages from '@/messages/en.json';
import { polyfillLayout, richText, ui } from '../../../__tests__/editor-test-utils';
import { VALIDATION_TEXT_KEYS } from '../../../labels';
import { SHOP_SETTINGS_TEXT_KEYS } from '../labels';
import { logoChoices } from '../logo-choices';
import { ShopSettingsModule, type ShopSettingsModuleProps } from '../shop-settings-module';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const api = jest.mocked(shopApi);

const pick = <K extends string>(keys: readonly K[], texts: Record<K, string>) => Object.fromEntries(keys.map((key) => [key, texts[key]])) as Record<K, string>;
const names: Record<string, string> = { paypal: 'PayPal', visa: 'Visa', invoice: 'Invoice', dhl: 'DHL', ups: 'UPS' };

const userSettings: ShopUserSettings = {
  cookieNotice: { active: true, texts: { en: { title: 'We use cookies', gdprMessageHtml: '<p>Read our policy.</p>' }, de: { title: 'Wir verwenden Cookies' } } },
  headerUsps: [{ texts: { en: 'Free shipping', de: 'Kostenloser Versand' }, active: true }, { texts: { en: 'Free returns' }, active: false }],
  paymentLogos: [{ id: 'paypal', filename: 'paypal.svg', active: true }],
  shippingLogos: [{ id: 'dhl', filename: 'dhl.svg', active: true }],
  socialNetworks: [{ name: 'Instagram', url: 'https://www.instagram.com/' }],
};

function props(): ShopSettingsModuleProps {
  const name = (id: string) => names[id] ?? id;
  return {
    language: 'en',
    locale: 'en',
    shop: {
      title: 'Corner Shop', email: 'hello@corner.test', baseUrl: 'https://corner.test', backOfficeOrigins: [], faviconUrl: '/media/5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f/icon.png',
      isClosed: false, defaultLocale: 'en',
      locales: [{ identifier: 'en', isVisible: true }, { identifier: 'de', isVisible: true }, { identifier: 'fr', isVisible: false }],
      userSettings,
    },
    version: 7,
    logos: {
      payment: logoChoices(userSettings.paymentLogos!, [{ id: 'visa', filename: 'visa.svg' }, { id: 'paypal', filename: 'paypal.svg' }], name),
      shipping: logoChoices(userSettings.shippingLogos!, [{ id: 'dhl', filename: 'dhl.svg' }, { id: 'ups', filename: 'ups.svg' }], name),
    },
    localeNames: { en: 'English', de: 'Deutsch', fr: 'Français' },
    text: pick(SHOP_SETTINGS_TEXT_KEYS, messages.EditorShopSettings),
    ui,
    validation: pick(VALIDATION_TEXT_KEYS, messages.EditorValidation),
    richText,
    agentFiles: [
      { label: 'Guide for AI agents (llms.txt)', url: 'https://corner.test/llms.txt' },
      { label: 'Google Merchant Center product feed (XML)', url: 'https://corner.test/feeds/google.xml' },
    ],
  };
}

const section = (name: string) => screen.getByRole('region', { name });
/** The changes of the n-th PATCH /shop (from 0), each sent as a draft for "Publish site changes". */
const sent = (call = 0): ShopChanges => {
  const patches = api.mock.calls.filter(([route]) => route === shopRoutes.updateShop);
  expect(patches[call]?.[2]).toMatchObject({ silent: true, ifMatch: expect.any(Number) });
  const { draft, ...changes } = patches[call]![1]!.body as ShopChanges & { draft?: boolean };
  expect(draft).toBe(true);
  return changes;
};
const refused = (message: string, fields?: { path: string; message: string }[]) =>
  new ApiError(message, 400, 'Bad Request', 'request-1', 'ValidationError', fields ? { message, errors: fields } : { message });

type ShopValues = ShopSettingsModuleProps['shop'];

/** The shop after a PATCH /shop as the API merges it: each part of the user settings and each locale apart. */
function patched(shop: ShopValues, changes: ShopChanges): ShopValues {
  const { userSettings: settings, locales, locale, ...fields } = changes;
  return {
    ...shop, ...fields,
    defaultLocale: locale ?? shop.defaultLocale,
    locales: shop.locales.map((l) => ({ ...l, ...locales?.find((changed) => changed.identifier === l.identifier) })),
    userSettings: { ...shop.userSettings, ...settings },
  };
}

/** The server's shop: every write of a test answers it with the write's changes taken in. */
let serverShop: ShopValues;
const answerWrites = () => {
  serverShop = props().shop;
  api.mockImplementation(async (_route, input) => {
    serverShop = patched(serverShop, (input as { body: ShopChanges }).body);
    return serverShop as never;
  });
};

beforeAll(polyfillLayout);
beforeEach(() => {
  api.mockReset();
  answerWrites();
  mockRefresh.mockReset();
  jest.mocked(showApiError).mockReset();
});

/** The shop as PATCH /shop answers it: the module's values with `changes` applied. */
const shopAnswer = (values: ShopSettingsModuleProps['shop'], changes: Partial<ShopSettingsModuleProps['shop']> = {}) => ({ ...values, ...changes });
/** A 409 of a versioned write, with the shop as it is now. */
const stale = (currentVersion: number, current: object) =>
  new ApiError('The shop settings was changed by someone else; reload it to continue', 409, 'Conflict', 'request-2', 'StaleVersion', { currentVersion, current });

describe('the shop settings module, a versioned resource', () => {
  it('names the version it has in each write, and the version each answer gives in the next', async () => {
    api.mockImplementation(async (_route, _input, options) => {
      options?.onVersion?.(8);
      return shopAnswer(props().shop, { isClosed: true }) as never;
    });
    render(<ShopSettingsModule {...props()} />);
    fireEvent.click(within(section(messages.EditorShopSettings.shopClosed)).getByRole('checkbox'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(api.mock.calls[0]![2]).toMatchObject({ ifMatch: 7 });
    fireEvent.click(within(section(messages.EditorShopSettings.shopClosed)).getByRole('checkbox'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api.mock.calls[1]![2]).toMatchObject({ ifMatch: 8 });
  });

  it('sends a change again on the new version when someone else changed another section in between', async () => {
    const theirs = shopAnswer(props().shop, { title: 'Their title' });
    api.mockRejectedValueOnce(stale(9, theirs)).mockImplementation(async (_route, _input, options) => {
      options?.onVersion?.(10);
      return shopAnswer(theirs, { isClosed: true }) as never;
    });
    render(<ShopSettingsModule {...props()} />);
    fireEvent.click(within(section(messages.EditorShopSettings.shopClosed)).getByRole('checkbox'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api.mock.calls.map((call) => call[2]?.ifMatch)).toEqual([7, 9]);
    expect(sent(1)).toEqual({ isClosed: true });
    await waitFor(() => expect(screen.getAllByRole('status').find((status) => status.classList.contains('site-save-status'))).toHaveTextContent('Saved'));
    expect(within(section(messages.EditorShopSettings.shopClosed)).queryByRole('alert')).toBeNull();
  });

  it('keeps the other owner\'s change of the same section: says so, sends nothing again and shows theirs once the refresh brings it', async () => {
    const theirs = shopAnswer(props().shop, { title: 'Their title' });
    api.mockRejectedValueOnce(stale(9, theirs));
    const { rerender } = render(<ShopSettingsModule {...props()} />);
    const details = section('Shop details');
    fireEvent.change(within(details).getByRole('textbox', { name: 'Shop title' }), { target: { value: 'My title' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section('Shop details')).getByRole('alert')).toHaveTextContent('Someone else changed this in the meantime.'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(mockRefresh).toHaveBeenCalled();
    expect(showApiError).not.toHaveBeenCalled();

    rerender(<ShopSettingsModule {...props()} shop={theirs} version={9} />);
    expect(within(section('Shop details')).getByRole('textbox', { name: 'Shop title' })).toHaveValue('Their title');
    expect(within(section('Shop details')).getByRole('alert')).toHaveTextContent('Someone else changed this in the meantime.');
  });

  // A refresh after any save (this tab's own included) can bring another owner's change while a section
  // still shows what it was built from: its version alone would let the section's save overwrite it.
  it('keeps the other owner\'s change that a refresh brought unseen into a section: says so, sends nothing, and shows theirs', async () => {
    const theirs = shopAnswer(props().shop, { title: 'Their title' });
    const { rerender } = render(<ShopSettingsModule {...props()} />);
    rerender(<ShopSettingsModule {...props()} shop={theirs} version={9} />);
    const details = section('Shop details');
    expect(within(details).getByRole('textbox', { name: 'Shop title' })).toHaveValue('Corner Shop');
    fireEvent.change(within(details).getByRole('textbox', { name: 'Shop title' }), { target: { value: 'My title' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section('Shop details')).getByRole('alert')).toHaveTextContent('Someone else changed this in the meantime.'));
    expect(api).not.toHaveBeenCalled();
    expect(within(section('Shop details')).getByRole('textbox', { name: 'Shop title' })).toHaveValue('Their title');
  });

  it('saves a section on the version a refresh brought when the other owner changed other fields, and its own saved fields count as shown', async () => {
    api.mockImplementation(async (_route, input, options) => {
      options?.onVersion?.(10);
      return shopAnswer(props().shop, { title: 'Their title', ...(input as { body: Partial<ShopSettingsModuleProps['shop']> }).body }) as never;
    });
    const { rerender } = render(<ShopSettingsModule {...props()} />);
    rerender(<ShopSettingsModule {...props()} shop={shopAnswer(props().shop, { title: 'Their title' })} version={9} />);
    fireEvent.click(within(section(messages.EditorShopSettings.shopClosed)).getByRole('checkbox'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(api.mock.calls[0]![2]).toMatchObject({ ifMatch: 9 });
    expect(sent(0)).toEqual({ isClosed: true });
    // Closed again: the section shows what it saved, so nothing is someone else's.
    fireEvent.click(within(section(messages.EditorShopSettings.shopClosed)).getByRole('checkbox'));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api.mock.calls[1]![2]).toMatchObject({ ifMatch: 10 });
    expect(within(section(messages.EditorShopSettings.shopClosed)).queryByRole('alert')).toBeNull();
  });
});

describe('the shop settings module', () => {
  it('turns the cookie notice off at once, keeping its texts, and says "Saving…" then "Saved"', async () => {
    let answer: (value: unknown) => void = () => {};
    api.mockImplementation(() => new Promise((resolve) => { answer = resolve; }) as never);
    render(<ShopSettingsModule {...props()} />);
    expect(screen.getByRole('heading', { name: 'Shop settings' })).toBeInTheDocument();

    fireEvent.click(within(section('Cookie notice')).getByRole('checkbox', { name: 'Active' }));
    expect(within(section('Cookie notice')).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    // The section alone: the API merges it, so the other sections stay as whoever saved them last left them.
    expect(sent()).toEqual({ userSettings: { cookieNotice: { ...userSettings.cookieNotice, active: false } } });
    expect(screen.getAllByRole('status').find((status) => status.classList.contains('site-save-status'))).toHaveTextContent('Saving…');

    await act(async () => answer(patched(props().shop, sent())));
    expect(screen.getAllByRole('status').find((status) => status.classList.contains('site-save-status'))).toHaveTextContent('Saved');
    // The canvas is rendered again from the server, which now shows what shoppers see.
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('saves the cookie notice\'s title on "Save", never along with another section\'s change', async () => {
    render(<ShopSettingsModule {...props()} />);
    const cookie = section('Cookie notice');
    fireEvent.change(within(cookie).getByRole('textbox', { name: 'Title' }), { target: { value: 'Cookies?' } });
    expect(api).not.toHaveBeenCalled();

    // The title is not saved yet: a selling point's change sends the selling points alone.
    fireEvent.click(within(section('Selling points')).getByRole('checkbox', { name: 'Active: Free returns' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent(0)).toEqual({ userSettings: { headerUsps: [userSettings.headerUsps![0], { texts: { en: 'Free returns' }, active: true }] } });

    fireEvent.click(within(cookie).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    // ...and the notice alone.
    expect(sent(1)).toEqual({
      userSettings: {
        cookieNotice: { active: true, texts: { en: { title: 'Cookies?', gdprMessageHtml: '<p>Read our policy.</p>' }, de: { title: 'Wir verwenden Cookies' } } },
      },
    });
  });

  it('edits the cookie notice in the locale the owner edits, keeping the other locales\' texts', async () => {
    render(<ShopSettingsModule {...props()} locale="de" />);
    const cookie = section('Cookie notice');
    expect(cookie).toHaveTextContent('Texts in Deutsch. The other languages keep theirs.');
    const title = within(cookie).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Wir verwenden Cookies');
    expect(title).not.toHaveAccessibleDescription();
    // The German message is not written yet: its box is empty and says what shoppers see instead.
    const message = await within(cookie).findByRole('textbox', { name: 'GDPR message' });
    expect(message).toHaveTextContent(/^$/);
    expect(message).toHaveAccessibleDescription('Not translated yet: shoppers see the message in the default language (English).');

    // An emptied title is no title: German shoppers get the English one, which the field now says.
    fireEvent.change(title, { target: { value: ' ' } });
    expect(title).toHaveAccessibleDescription('Not translated yet: shoppers see “We use cookies” (English).');
    fireEvent.change(title, { target: { value: 'Cookies bei uns' } });
    fireEvent.click(within(cookie).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent().userSettings!.cookieNotice).toEqual({
      active: true, texts: { en: { title: 'We use cookies', gdprMessageHtml: '<p>Read our policy.</p>' }, de: { title: 'Cookies bei uns' } },
    });
  });

  it('reads the cookie notice\'s single title and message of before as the default language\'s and saves them as such', async () => {
    const old = { ...props(), locale: 'fr' };
    old.shop.userSettings = { cookieNotice: { active: true, title: 'We use cookies', gdprMessageHtml: '<p>Read our policy.</p>' } };
    render(<ShopSettingsModule {...old} />);
    const cookie = section('Cookie notice');
    const title = within(cookie).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    expect(title).toHaveAccessibleDescription('Not translated yet: shoppers see “We use cookies” (English).');
    expect(await within(cookie).findByRole('textbox', { name: 'GDPR message' })).toHaveAccessibleDescription('Not translated yet: shoppers see the message in the default language (English).');

    fireEvent.change(title, { target: { value: 'Nous utilisons des cookies' } });
    fireEvent.click(within(cookie).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent().userSettings!.cookieNotice).toEqual({
      active: true, texts: { en: { title: 'We use cookies', gdprMessageHtml: '<p>Read our policy.</p>' }, fr: { title: 'Nous utilisons des cookies' } },
    });
  });

  it('adds a selling point: its text field takes the focus, and "Save" stores it after the others', async () => {
    render(<ShopSettingsModule {...props()} />);
    const points = section('Selling points');
    fireEvent.click(within(points).getByRole('button', { name: 'Add selling point' }));
    const field = within(points).getByRole('textbox', { name: 'Selling point 3' });
    await waitFor(() => expect(field).toHaveFocus());
    // An empty point is not stored.
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Climate-neutral delivery' } });
    fireEvent.click(within(points).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent().userSettings!.headerUsps).toEqual([...userSettings.headerUsps!, { texts: { en: 'Climate-neutral delivery' }, active: true }]);
  });

  it('offers no eleventh selling point', () => {
    const full = props();
    full.shop.userSettings = { headerUsps: Array.from({ length: 10 }, (_, i) => ({ texts: { en: `Point ${i + 1}` }, active: true })) };
    render(<ShopSettingsModule {...full} />);
    expect(screen.getByRole('button', { name: 'Add selling point' })).toBeDisabled();
    expect(section('Selling points')).toHaveTextContent('A shop shows at most 10 selling points.');
  });

  it('moves a selling point at once, the focus staying on the button used, and removes one', async () => {
    render(<ShopSettingsModule {...props()} />);
    const points = section('Selling points');
    expect(within(points).getByRole('button', { name: 'Move up: Free shipping' })).toBeDisabled();
    const down = within(points).getByRole('button', { name: 'Move down: Free shipping' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent(0).userSettings!.headerUsps).toEqual([userSettings.headerUsps![1], userSettings.headerUsps![0]]);
    expect(within(points).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Free returns', 'Free shipping']);
    // At the end "Move down" is disabled: the focus goes to "Move up" of the same point.
    expect(within(points).getByRole('button', { name: 'Move up: Free shipping' })).toHaveFocus();

    fireEvent.click(within(points).getByRole('button', { name: 'Remove: Free returns' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(sent(1).userSettings!.headerUsps).toEqual([userSettings.headerUsps![0]]);
  });

  it('edits the selling points in the locale the owner edits, keeping the other locales\' texts', async () => {
    const german = { ...props(), locale: 'de' };
    render(<ShopSettingsModule {...german} />);
    const points = section('Selling points');
    expect(points).toHaveTextContent('Texts in Deutsch. The other languages keep theirs.');
    expect(within(points).getByRole('textbox', { name: 'Selling point 1' })).toHaveValue('Kostenloser Versand');
    expect(within(points).getByRole('textbox', { name: 'Selling point 1' })).not.toHaveAccessibleDescription();
    // Not translated yet: the field is empty and says which text shoppers see instead.
    const second = within(points).getByRole('textbox', { name: 'Selling point 2' });
    expect(second).toHaveValue('');
    expect(second).toHaveAccessibleDescription('Not translated yet: shoppers see “Free returns” (English).');

    fireEvent.change(second, { target: { value: 'Kostenlose Rücksendung' } });
    fireEvent.change(within(points).getByRole('textbox', { name: 'Selling point 1' }), { target: { value: 'Versandkostenfrei' } });
    expect(second).not.toHaveAccessibleDescription();
    fireEvent.click(within(points).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent().userSettings!.headerUsps).toEqual([
      { texts: { en: 'Free shipping', de: 'Versandkostenfrei' }, active: true },
      { texts: { en: 'Free returns', de: 'Kostenlose Rücksendung' }, active: false },
    ]);
  });

  it('reads a selling point\'s single text of before as the default language\'s and saves it as such', async () => {
    const old = { ...props(), locale: 'fr' };
    old.shop.userSettings = { headerUsps: [{ text: 'Free shipping', active: true }] };
    render(<ShopSettingsModule {...old} />);
    const points = section('Selling points');
    expect(within(points).getByRole('textbox', { name: 'Selling point 1' })).toHaveAccessibleDescription('Not translated yet: shoppers see “Free shipping” (English).');
    fireEvent.change(within(points).getByRole('textbox', { name: 'Selling point 1' }), { target: { value: 'Livraison gratuite' } });
    fireEvent.click(within(points).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent().userSettings!.headerUsps).toEqual([{ texts: { en: 'Free shipping', fr: 'Livraison gratuite' }, active: true }]);
  });

  it('keeps the form and shows the server\'s reason when a save is refused', async () => {
    api.mockRejectedValue(refused('Validation failed', [{ path: 'body.email', message: 'Invalid email address' }]));
    render(<ShopSettingsModule {...props()} />);
    const details = section('Shop details');
    fireEvent.change(within(details).getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));

    expect(await within(details).findByRole('alert')).toHaveTextContent('Not saved: Invalid email address');
    expect(sent()).toEqual({ title: 'Corner Shop', email: 'not-an-email' });
    expect(within(details).getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
    // Shown in the section, not as a notification; and nothing says "Saved".
    expect(showApiError).not.toHaveBeenCalled();
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(screen.getAllByRole('status').find((status) => status.classList.contains('site-save-status'))).toHaveTextContent('');

    // The next attempt clears the reason.
    answerWrites();
    fireEvent.change(within(details).getByRole('textbox', { name: 'Email' }), { target: { value: 'shop@corner.test' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(details).queryByRole('alert')).toBeNull());
  });

  it('puts a checkbox back when its change is refused', async () => {
    api.mockRejectedValue(refused('The shop is not yours'));
    render(<ShopSettingsModule {...props()} />);
    const closed = section('Shop closed');
    fireEvent.click(within(closed).getByRole('checkbox', { name: 'Shop closed' }));
    expect(sent()).toEqual({ isClosed: true });
    expect(await within(closed).findByRole('alert')).toHaveTextContent('Not saved: The shop is not yours');
    expect(within(closed).getByRole('checkbox', { name: 'Shop closed' })).not.toBeChecked();
    expect(within(closed).getByRole('checkbox', { name: 'Shop closed' })).toHaveAccessibleDescription(messages.EditorShopSettings.closedNote);
  });

  it('saves "Go to the cart after adding" at once as the addToCart user setting alone', async () => {
    render(<ShopSettingsModule {...props()} />);
    const addToCart = section('Add to cart');
    const box = within(addToCart).getByRole('checkbox', { name: 'Go to the cart after adding' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(messages.EditorShopSettings.redirectToCartNote);
    fireEvent.click(box);
    expect(sent()).toEqual({ userSettings: { addToCart: { redirectToCart: true } } });
    await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
  });

  it('has cart reminders off with a 24-hour delay, and saves the switch and a whole number of hours from 1 to 720', async () => {
    render(<ShopSettingsModule {...props()} />);
    const reminders = section('Cart reminders');
    const box = within(reminders).getByRole('checkbox', { name: 'Send cart reminders' });
    const delay = within(reminders).getByRole('spinbutton', { name: 'Hours after the cart was left' });
    expect(box).not.toBeChecked();
    expect(delay).toHaveValue(24);
    fireEvent.change(delay, { target: { value: '0' } });
    expect(delay).toHaveAccessibleDescription('Enter a whole number from 1 to 720.');
    fireEvent.click(within(reminders).getByRole('button', { name: 'Save' }));
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(box);
    fireEvent.change(delay, { target: { value: '6' } });
    fireEvent.click(within(reminders).getByRole('button', { name: 'Save' }));
    expect(sent()).toEqual({ userSettings: { cartReminders: { enabled: true, delayHours: 6 } } });
    await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
  });

  it('does not require a title it cannot save, and saves the title trimmed by the server', async () => {
    render(<ShopSettingsModule {...props()} />);
    const details = section('Shop details');
    const title = within(details).getByRole('textbox', { name: 'Shop title' });
    fireEvent.change(title, { target: { value: '  ' } });
    expect(title).toHaveAccessibleDescription('Enter the shop\'s title.');
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    expect(title).toHaveAccessibleDescription('Use at most 200 characters.');
  });

  it('saves the shop address and the back offices as origins, and sends nothing while one is not', async () => {
    render(<ShopSettingsModule {...props()} />);
    const address = section('Shop address');
    const field = within(address).getByRole('textbox', { name: 'Shop address' });
    const backOffices = within(address).getByRole('textbox', { name: 'Back offices' });
    fireEvent.change(field, { target: { value: 'https://corner.example/shop' } });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('without a path'));
    fireEvent.click(within(address).getByRole('button', { name: 'Save' }));
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' https://corner.example ' } });
    fireEvent.change(backOffices, { target: { value: 'https://admin.example\nftp://old.example' } });
    expect(backOffices).toHaveAccessibleDescription(expect.stringContaining('“ftp://old.example” is not an address'));
    fireEvent.change(backOffices, { target: { value: 'https://admin.example\n\nhttps://admin.example\nhttp://localhost:8080' } });
    fireEvent.click(within(address).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sent()).toEqual({ baseUrl: 'https://corner.example', backOfficeOrigins: ['https://admin.example', 'http://localhost:8080'] });
  });

  it('shows the addresses of the files for agents, each copied by its own button, and writes nothing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ShopSettingsModule {...props()} />);
    const agents = section('For AI agents and shopping services');
    expect(within(agents).getByRole('textbox', { name: 'Google Merchant Center product feed (XML)' })).toHaveValue('https://corner.test/feeds/google.xml');
    fireEvent.click(within(agents).getByRole('button', { name: 'Copy: Guide for AI agents (llms.txt)' }));
    await waitFor(() => expect(within(agents).getByRole('status')).toHaveTextContent('Address copied'));
    expect(writeText).toHaveBeenCalledWith('https://corner.test/llms.txt');
    expect(api).not.toHaveBeenCalled();
  });

  it('removes the favicon at once', async () => {
    render(<ShopSettingsModule {...props()} />);
    const favicon = screen.getByRole('group', { name: 'Favicon' });
    expect(within(favicon).getByRole('img', { name: 'The shop\'s favicon' })).toHaveAttribute('src', props().shop.faviconUrl);
    fireEvent.click(within(favicon).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sent()).toEqual({ faviconUrl: null });
  });

  it('lists every logo of a set, the shop\'s first, and saves a tick or a move at once', async () => {
    render(<ShopSettingsModule {...props()} />);
    const payment = section('Payment logos');
    expect(within(payment).getAllByRole('checkbox').map((box) => box.parentElement!.textContent!.trim())).toEqual(['PayPal', 'Visa']);
    expect(within(payment).getByRole('checkbox', { name: 'Visa' })).not.toBeChecked();

    fireEvent.click(within(payment).getByRole('checkbox', { name: 'Visa' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent(0).userSettings!.paymentLogos).toEqual([
      { id: 'paypal', filename: 'paypal.svg', active: true }, { id: 'visa', filename: 'visa.svg', active: true },
    ]);

    fireEvent.click(within(section('Shipping logos')).getByRole('button', { name: 'Move up: UPS' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(sent(1).userSettings).toEqual({
      shippingLogos: [{ id: 'ups', filename: 'ups.svg', active: false }, { id: 'dhl', filename: 'dhl.svg', active: true }],
    });
  });

  it('adds a social network only with a name and a safe link', async () => {
    render(<ShopSettingsModule {...props()} />);
    const networks = section('Social networks');
    fireEvent.click(within(networks).getByRole('button', { name: 'Add social network' }));
    const added = within(networks).getByRole('group', { name: 'Social network 2' });
    await waitFor(() => expect(within(added).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    fireEvent.change(within(added).getByRole('textbox', { name: 'URL' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(networks).getByRole('button', { name: 'Save' }));
    expect(within(added).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter the network\'s name.');
    expect(within(added).getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(messages.EditorValidation.link);
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(within(added).getByRole('textbox', { name: 'Name' }), { target: { value: 'Pinterest' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'URL' }), { target: { value: ' https://www.pinterest.com/corner ' } });
    fireEvent.click(within(networks).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent().userSettings!.socialNetworks).toEqual([...userSettings.socialNetworks!, { name: 'Pinterest', url: 'https://www.pinterest.com/corner' }]);

    fireEvent.click(within(networks).getByRole('button', { name: 'Remove: Instagram' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(sent(1).userSettings!.socialNetworks).toEqual([{ name: 'Pinterest', url: 'https://www.pinterest.com/corner' }]);
  });

  it('saves the trust badge\'s snippet on "Save" and says it waits for consent', async () => {
    render(<ShopSettingsModule {...props()} />);
    const badge = section('Trust badge');
    const snippet = within(badge).getByRole('textbox', { name: 'Trust badge' });
    expect(snippet).toHaveAccessibleDescription(messages.EditorShopSettings.trustBadgeHint);
    fireEvent.change(snippet, { target: { value: '<script src="https://widgets.trustedshops.com/js/X1.js"></script>' } });
    fireEvent.click(within(badge).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sent().userSettings!.trustedShopsBadge).toEqual({ snippet: '<script src="https://widgets.trustedshops.com/js/X1.js"></script>' });
  });

  it('shows and hides languages, never the default one, and picks the default among the visible ones', async () => {
    render(<ShopSettingsModule {...props()} />);
    const languages = section('Languages');
    const visible = within(languages).getByRole('group', { name: 'Visible languages' });
    expect(within(visible).getByRole('checkbox', { name: 'English' })).toBeDisabled();
    expect(within(visible).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(visible).getByRole('checkbox', { name: 'Français' })).not.toBeChecked();
    const defaultLanguage = within(languages).getByRole('combobox', { name: 'Default language' });
    expect(within(defaultLanguage).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch']);

    fireEvent.click(within(visible).getByRole('checkbox', { name: 'Français' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(sent(0)).toEqual({ locales: [{ identifier: 'fr', isVisible: true }] });
    expect(within(defaultLanguage).getAllByRole('option')).toHaveLength(3);

    fireEvent.change(defaultLanguage, { target: { value: 'de' } });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(sent(1)).toEqual({ locale: 'de' });
    expect(within(visible).getByRole('checkbox', { name: 'Deutsch' })).toBeDisabled();
    expect(within(visible).getByRole('checkbox', { name: 'English' })).toBeEnabled();
  });
});

describe('the logos to choose from', () => {
  it('are the shop\'s in its order, then the rest of the catalogue, not shown; unknown stored ones stay', () => {
    const name = (id: string) => id.toUpperCase();
    expect(logoChoices(
      [{ id: 'visa', filename: 'visa.svg', active: true }, { id: 'retired', filename: 'retired.svg', active: false }],
      [{ id: 'paypal', filename: 'paypal.svg' }, { id: 'visa', filename: 'visa.svg' }], name,
    )).toEqual([
      { id: 'visa', filename: 'visa.svg', active: true, name: 'VISA' },
      { id: 'retired', filename: 'retired.svg', active: false, name: 'RETIRED' },
      { id: 'paypal', filename: 'paypal.svg', active: false, name: 'PAYPAL' },
    ]);
  });
});
