/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FacetPayload } from '@/lib/contract/search';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { FacetPanel } from '../facet-panel';

const facets: FacetPayload[] = [{
  id: 'Manufacturer', type: 'selection', label: null, active: false,
  values: [{ value: 'Nordvik', label: 'Nordvik', selected: false, matches: 1000, visible: true }],
}];

function panel(locale: 'en' | 'de', countsAreLowerBounds: boolean) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
      <FacetPanel facets={facets} countsAreLowerBounds={countsAreLowerBounds} filters={[]} onToggle={jest.fn()} onRange={jest.fn()} onClear={jest.fn()} />
    </NextIntlClientProvider>,
  );
}

describe('FacetPanel counts', () => {
  it('shows an exact count as it is', () => {
    panel('en', false);
    expect(screen.getByRole('checkbox', { name: 'Nordvik 1000' })).toBeTruthy();
  });

  it('shows a lower bound as "1,000+", formatted for the language', () => {
    panel('en', true);
    expect(screen.getByRole('checkbox', { name: 'Nordvik 1,000+' })).toBeTruthy();
  });

  it('formats the lower bound in German as "1.000+"', () => {
    panel('de', true);
    expect(screen.getByRole('checkbox', { name: 'Nordvik 1.000+' })).toBeTruthy();
  });
});
