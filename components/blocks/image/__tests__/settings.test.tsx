/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

const LINK_MESSAGE = 'Use a web address (https://…), an email link (mailto:…), a phone link (tel:…) or a path of this shop (/…).';

describe('the image block’s settings', () => {
  it('picks the overlay\'s colours among the theme\'s, stored as indexes, and goes back to the theme\'s default', () => {
    const store = renderSettings('image', { src: '', headline: 'Sale', headlineColour: 2 });
    const headline = screen.getByRole('combobox', { name: 'Headline colour' });
    expect(headline).toHaveDisplayValue('Primary');
    expect(screen.getByRole('combobox', { name: 'Button colour' })).toHaveDisplayValue('Theme default');
    fireEvent.change(screen.getByRole('combobox', { name: 'Text colour' }), { target: { value: '4' } });
    expect(dataOf(store).textColour).toBe(4);
    fireEvent.change(headline, { target: { value: '' } });
    expect(dataOf(store).headlineColour).toBeUndefined();
  });

  it('shows every field of the block by its label', () => {
    renderSettings('image', { src: '', alt: 'A shelf', link: '/about', opentab: true, headline: 'Sale', text: 'All week', buttontext: 'Shop', buttonenabled: false, overlayOpacity: 0.4 });
    expect(screen.getByRole('group', { name: 'Image' })).toBeVisible();
    expect(screen.getByLabelText('Alternative text')).toHaveValue('A shelf');
    expect(screen.getByLabelText('Link')).toHaveValue('/about');
    expect(screen.getByRole('checkbox', { name: 'Open the link in a new tab' })).toBeChecked();
    expect(screen.getByLabelText('Headline')).toHaveValue('Sale');
    expect(screen.getByLabelText('Overlay text')).toHaveValue('All week');
    expect(screen.getByLabelText('Button text')).toHaveValue('Shop');
    expect(screen.getByRole('checkbox', { name: 'Show the button' })).not.toBeChecked();
    expect(screen.getByLabelText('Overlay opacity (0 to 1)')).toHaveValue(0.4);
  });

  it.each(['https://example.com/sale', 'mailto:hello@example.com', 'tel:+4930123', '/pages/sale', '#top', ''])('takes the link %s', (link) => {
    const store = renderSettings('image', { src: '', link: '/old' });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: link } });
    expect(dataOf(store).link).toBe(link);
    expect(screen.getByLabelText('Link')).not.toHaveAttribute('aria-invalid');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/file'])('refuses the link %s and keeps the last valid one', (link) => {
    const store = renderSettings('image', { src: '', link: '/old' });
    const field = screen.getByLabelText('Link');
    fireEvent.change(field, { target: { value: link } });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(LINK_MESSAGE);
    expect(dataOf(store).link).toBe('/old');
  });

  it('takes an overlay opacity from 0 to 1, none when emptied, and refuses one beyond', () => {
    const store = renderSettings('image', { src: '', overlayOpacity: 0.4 });
    const opacity = screen.getByLabelText('Overlay opacity (0 to 1)');
    expect(opacity).toHaveAttribute('min', '0');
    expect(opacity).toHaveAttribute('max', '1');
    fireEvent.change(opacity, { target: { value: '1.5' } });
    expect(opacity).toHaveAccessibleDescription('Enter a number from 0 to 1.');
    expect(dataOf(store).overlayOpacity).toBe(0.4);
    fireEvent.change(opacity, { target: { value: '0.7' } });
    expect(opacity).not.toHaveAttribute('aria-invalid');
    expect(dataOf(store).overlayOpacity).toBe(0.7);
    fireEvent.change(opacity, { target: { value: '' } });
    expect(dataOf(store).overlayOpacity).toBeUndefined();
  });

  it('refuses alternative text over its limit', () => {
    const store = renderSettings('image', { src: '', alt: 'Short' });
    fireEvent.change(screen.getByLabelText('Alternative text'), { target: { value: 'a'.repeat(501) } });
    expect(screen.getByLabelText('Alternative text')).toHaveAccessibleDescription('Use at most 500 characters.');
    expect(dataOf(store).alt).toBe('Short');
  });

  it('switches the toggles in one undo step each, with the schema’s default for a block stored without them', () => {
    const store = renderSettings('image', { src: '' });
    const opentab = screen.getByRole('checkbox', { name: 'Open the link in a new tab' });
    expect(opentab).not.toBeChecked();
    fireEvent.click(opentab);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show the button' }));
    expect(dataOf(store)).toMatchObject({ opentab: true, buttonenabled: true });
    expect(store.getState().history.past).toHaveLength(2);
    act(() => store.getState().undo());
    expect(screen.getByRole('checkbox', { name: 'Show the button' })).not.toBeChecked();
  });
});

describe('the image block’s crop per device', () => {
  const PHOTO = { src: '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/summer.png', alt: 'Summer', width: 1600, height: 1200 };
  const band = { x: 0, y: 0.25, width: 1, height: 0.5 };
  const group = (device: string) => within(screen.getByRole('group', { name: `For ${device}` }));
  const cropTo = (device: string, width: number) => {
    fireEvent.click(group(device).getByRole('button', { name: 'Crop image' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Width' }), { target: { value: String(width) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));
  };

  it('crops the desktop in `crop`, and on Phone shows it inherited until the phone gets a crop of its own', () => {
    const store = renderSettings('image', { ...PHOTO, crop: band });
    expect(group('Desktop').getByText('Cropped to 1600 × 600 px')).toBeInTheDocument();
    act(() => store.getState().setViewport('phone'));
    // The crop, the height and the overlay headline's size all inherit the desktop's.
    expect(group('Phone').getAllByText('Inherited from Desktop')).toHaveLength(3);
    expect(group('Phone').getByText('Cropped to 1600 × 600 px')).toBeInTheDocument();

    cropTo('Phone', 800);
    expect(dataOf(store).crop).toEqual(band);
    expect(dataOf(store).devices).toEqual({ phone: { crop: { ...band, width: 0.5 } } });
    expect(group('Phone').getByText('Set for Phone')).toBeInTheDocument();
    expect(group('Phone').getByText('Cropped to 800 × 600 px')).toBeInTheDocument();

    fireEvent.click(group('Phone').getByRole('button', { name: 'Inherit from Desktop' }));
    expect(dataOf(store).devices).toEqual({});
    act(() => store.getState().undo());
    expect(dataOf(store).devices).toEqual({ phone: { crop: { ...band, width: 0.5 } } });
  });

  it('shows the whole image on Tablet when its crop is removed there, the desktop keeping its own', () => {
    const store = renderSettings('image', { ...PHOTO, crop: band });
    act(() => store.getState().setViewport('tablet'));
    fireEvent.click(group('Tablet').getByRole('button', { name: 'Crop image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove crop' }));
    expect(dataOf(store)).toMatchObject({ crop: band, devices: { tablet: { crop: { x: 0, y: 0, width: 1, height: 1 } } } });
  });

  it('sizes the overlay headline per device: the desktop in `headlineSize`, the phone its own, given up again with Inherit from Desktop', () => {
    const store = renderSettings('image', { ...PHOTO, headline: 'Sale' });
    const size = (device: string) => within(group(device).getByRole('group', { name: 'Headline size' }));
    fireEvent.change(size('Desktop').getByRole('combobox', { name: 'Headline size' }), { target: { value: 's' } });
    expect(dataOf(store).headlineSize).toBe('s');
    act(() => store.getState().setViewport('phone'));
    expect(size('Phone').getByRole('combobox', { name: 'Headline size' })).toHaveDisplayValue('Small');
    expect(size('Phone').getByText('Inherited from Desktop')).toBeInTheDocument();
    fireEvent.change(size('Phone').getByRole('combobox', { name: 'Headline size' }), { target: { value: 'xl' } });
    expect(dataOf(store)).toMatchObject({ headlineSize: 's', devices: { phone: { headlineSize: 'xl' } } });
    expect(size('Phone').getByText('Set for Phone')).toBeInTheDocument();
    fireEvent.click(size('Phone').getByRole('button', { name: 'Inherit from Desktop' }));
    expect(dataOf(store).devices).toEqual({});
  });
});
