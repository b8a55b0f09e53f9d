import { archiveTables, CUSTOMER_TABLES, DEPLOYMENT_TABLES, DERIVED_TABLES, NEVER_TABLES, SCHEMA_TABLES, SHOP_TABLES } from '../tables';

describe('the tables of a shop\'s archive', () => {
  it('place every table of the schema in exactly one set: a new table fails here until it is given a place', () => {
    const sets = [SHOP_TABLES, CUSTOMER_TABLES, NEVER_TABLES, DERIVED_TABLES, DEPLOYMENT_TABLES];
    const places = Object.fromEntries(SCHEMA_TABLES.map((name) => [name, sets.filter((set) => set.has(name)).length]));
    expect(places).toEqual(Object.fromEntries(SCHEMA_TABLES.map((name) => [name, 1])));
    // And nothing is placed that the schema does not have.
    for (const set of sets) for (const name of set) expect(SCHEMA_TABLES).toContain(name);
  });

  it('hold the customers\' data only when asked, and never sessions, tokens or unsent mail', () => {
    const without = archiveTables(false).map((table) => table.name);
    const withCustomers = archiveTables(true).map((table) => table.name);
    for (const name of CUSTOMER_TABLES) {
      expect(without).not.toContain(name);
      expect(withCustomers).toContain(name);
    }
    for (const name of NEVER_TABLES) expect(withCustomers).not.toContain(name);
  });

  it('write each table after the tables it names, the shop first', () => {
    const order = archiveTables(true).map((table) => table.name);
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('shops', 'products');
    before('products', 'product_translations');
    before('customers', 'orders');
    before('orders', 'order_line_items');
    before('content_documents', 'content_revisions');
  });
});
