/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { catalogRoutes } from '@/lib/api/routes/catalog';
import type { CategoryNodePayload } from '@/lib/contract/catalog';
import messages from '@/messages/en.json';
import { CategoryPicker } from '../fields/category-picker';
import { PICKER_TEXT_KEYS } from '../fields/picker-labels';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);

const labels = Object.fromEntries(PICKER_TEXT_KEYS.map((key) => [key, messages.EditorPickers[key]])) as Record<(typeof PICKER_TEXT_KEYS)[number], string>;

const ids = {
  clothing: '0b6f4c1e-0000-4f51-9d38-000000000001', shirts: '0b6f4c1e-0000-4f51-9d38-000000000002',
  sale: '0b6f4c1e-0000-4f51-9d38-000000000003', summer: '0b6f4c1e-0000-4f51-9d38-000000000004', mugs: '0b6f4c1e-0000-4f51-9d38-000000000005',
};
const node = (key: keyof typeof ids, title: string, isVisible: boolean, children: CategoryNodePayload[] = []): CategoryNodePayload => ({
  categoryId: ids[key], slug: key, title, titleTag: null, metaDescription: null, url: `/c/${key}`, isVisible, children,
});
// Sale is hidden, which hides Summer below it from shoppers too.
const tree = [
  node('clothing', 'Clothing', true, [node('shirts', 'Shirts', true)]),
  node('sale', 'Sale', false, [node('summer', 'Summer', true)]),
  node('mugs', 'Mugs', true),
];

function renderPicker(value?: string) {
  const onChange = jest.fn();
  render(<CategoryPicker label="Category" value={value} onChange={onChange} labels={labels} />);
  return onChange;
}
const picker = () => screen.findByRole('combobox', { name: 'Category' });
const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? option.textContent);
const filterBy = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Filter categories' }), { target: { value: text } });

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue(tree);
});

describe('the category picker', () => {
  it('says it is loading, then offers every category in tree order, nested ones indented and named by their way down', async () => {
    renderPicker();
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories…');
    const select = await picker();
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The owner's call: the API answers hidden categories to the owner, and silently, as failures show here.
    expect(api).toHaveBeenCalledWith(catalogRoutes.listCategories, {}, { silent: true });
    expect(optionNames(select)).toEqual([
      'No category', 'Clothing', 'Clothing › Shirts', 'Sale (hidden)', 'Sale › Summer (hidden)', 'Mugs',
    ]);
    // What the select shows: one em space of indentation per level (toHaveTextContent would trim it).
    expect(within(select).getByRole('option', { name: 'Clothing › Shirts' }).textContent).toBe('\u2003Shirts');
    expect(within(select).getByRole('option', { name: 'Sale › Summer (hidden)' }).textContent).toBe('\u2003Summer (hidden)');
    expect(select).toHaveDisplayValue('No category');
  });

  it('narrows the list to titles containing the typed text, keeping the categories above them', async () => {
    renderPicker();
    const select = await picker();
    filterBy('SHIR');
    expect(optionNames(select)).toEqual(['No category', 'Clothing', 'Clothing › Shirts']);
    filterBy('u');
    expect(optionNames(select)).toEqual(['No category', 'Sale (hidden)', 'Sale › Summer (hidden)', 'Mugs']);
    filterBy('lamp');
    expect(optionNames(select)).toEqual(['No category']);
    expect(screen.getByRole('status')).toHaveTextContent('No category matches the filter.');
    filterBy('');
    expect(optionNames(select)).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps the chosen category whatever the filter says, so the select still shows it', async () => {
    renderPicker(ids.summer);
    const select = await picker();
    expect(select).toHaveDisplayValue('\u2003Summer (hidden)');
    filterBy('mug');
    expect(optionNames(select)).toEqual(['No category', 'Sale (hidden)', 'Sale › Summer (hidden)', 'Mugs']);
    expect(select).toHaveDisplayValue('\u2003Summer (hidden)');
  });

  it('hands on the chosen category id, and no id for "No category"', async () => {
    const onChange = renderPicker(ids.mugs);
    const select = await picker();
    fireEvent.change(select, { target: { value: ids.shirts } });
    expect(onChange).toHaveBeenLastCalledWith(ids.shirts);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a chosen id the shop does not have as an unknown category', async () => {
    renderPicker('6c1d0e5f-9a8b-4c7d-8e6f-5a4b3c2d1e0f');
    const select = await picker();
    expect(select).toHaveDisplayValue('Unknown category');
    expect(optionNames(select)).toEqual(['No category', 'Unknown category', 'Clothing', 'Clothing › Shirts', 'Sale (hidden)', 'Sale › Summer (hidden)', 'Mugs']);
  });

  it('says when the categories could not be loaded, and loads them again on request', async () => {
    api.mockRejectedValueOnce(new Error('offline'));
    renderPicker(ids.mugs);
    expect(await screen.findByRole('alert')).toHaveTextContent('The categories could not be loaded.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await picker()).toHaveDisplayValue('Mugs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(2);
  });
});
