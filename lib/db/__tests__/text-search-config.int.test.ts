import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { queryRows } from '../rows';
import { textSearchConfigFor, textSearchConfigOf } from '../schema/catalog';
import { createTestDatabase } from '../testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

// Queries name a locale's configuration as a constant; the stored documents were made with the CASE.
// If the two ever named different configurations, a search would stem its words unlike the documents.
describe('a locale\'s text-search configuration', () => {
  const locales = ['ca', 'da', 'de', 'de-CH', 'en', 'en-GB', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pt', 'ru', 'sv', 'pl', 'ja', 'x', ''];

  it.each(locales)('is the same as a constant and as the stored columns\' CASE for %p', async (locale) => {
    const [row] = await queryRows<{ constant: string; stored: string }>(handle.db,
      sql`select ${textSearchConfigOf(locale)}::text as constant, ${textSearchConfigFor(sql`${locale}::text`)}::text as stored`);
    expect(row!.constant).toBe(row!.stored);
  });

  it('writes only a configuration\'s name into the statement, whatever the locale holds', async () => {
    const [row] = await queryRows<{ config: string }>(handle.db, sql`select ${textSearchConfigOf("x'; drop table shops; --")}::text as config`);
    expect(row!.config).toBe('simple');
    const [german] = await queryRows<{ config: string }>(handle.db, sql`select ${textSearchConfigOf('de')}::text as config`);
    expect(german!.config).toBe('german');
  });
});
