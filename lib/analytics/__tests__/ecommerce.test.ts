import {
  analyticsItem, basketEvent, cardThing, cartBasket, cartChangeEvent, listItems, majorUnits, paymentInfoEvent, purchaseEvent,
  selectItemEvent, shippingInfoEvent, viewItemEvent, viewItemListEvent,
} from '../ecommerce';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const mug = { sku: 'MUG-1', name: 'Mug', unitPrice: eur(1250), variant: 'Colour: Blue', brand: 'Vitrine' };
const line = (sku: string, quantity: number, amount: number) => ({
  sku, name: sku, quantity, singleItemPrice: eur(amount), variationString: null, manufacturer: null,
});

describe('GA4 e-commerce payloads', () => {
  it('gives prices in the currency\'s major units, as Google wants them', () => {
    expect(majorUnits(eur(1999))).toBe(19.99);
    expect(majorUnits(eur(5))).toBe(0.05);
    expect(majorUnits({ amount: 500, currency: 'JPY' })).toBe(500);
  });

  it('names an item by SKU, with its variation and brand only when it has them', () => {
    expect(analyticsItem(mug, 2)).toEqual({ item_id: 'MUG-1', item_name: 'Mug', price: 12.5, quantity: 2, item_variant: 'Colour: Blue', item_brand: 'Vitrine' });
    expect(analyticsItem({ sku: 'S', name: 'Plain', unitPrice: eur(100), variant: null })).toEqual({ item_id: 'S', item_name: 'Plain', price: 1, quantity: 1 });
  });

  it('lists and selects items with their place and list', () => {
    const list = { id: 'category/mugs', name: 'Mugs' };
    const items = listItems(list, [cardThing({ sku: 'A', name: 'A', price: eur(100), manufacturer: null }), cardThing({ sku: 'B', name: 'B', price: eur(200), manufacturer: 'M' })]);
    expect(viewItemListEvent(list, items)).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'category/mugs', item_list_name: 'Mugs',
        items: [
          { item_id: 'A', item_name: 'A', price: 1, quantity: 1, index: 0, item_list_id: 'category/mugs', item_list_name: 'Mugs' },
          { item_id: 'B', item_name: 'B', price: 2, quantity: 1, item_brand: 'M', index: 1, item_list_id: 'category/mugs', item_list_name: 'Mugs' },
        ],
      },
    });
    expect(selectItemEvent(list, items[1]!).ecommerce.items).toEqual([items[1]]);
  });

  it('values a product view at its price and a cart change at the quantity changed', () => {
    expect(viewItemEvent(mug)).toMatchObject({ event: 'view_item', ecommerce: { currency: 'EUR', value: 12.5 } });
    expect(cartChangeEvent(mug, 3)).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 37.5, items: [{ quantity: 3 }] } });
    expect(cartChangeEvent(mug, -2)).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 25, items: [{ quantity: 2 }] } });
  });

  it('values the cart\'s events at its goods\' subtotal and names the chosen methods', () => {
    const basket = cartBasket({ lineItems: [line('A', 2, 1000), line('B', 1, 550)], totals: { subtotal: eur(2550) } });
    expect(basketEvent('view_cart', basket)).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'EUR', value: 25.5, items: [{ item_id: 'A', item_name: 'A', price: 10, quantity: 2 }, { item_id: 'B', item_name: 'B', price: 5.5, quantity: 1 }] },
    });
    expect(basketEvent('begin_checkout', basket).event).toBe('begin_checkout');
    expect(shippingInfoEvent(basket, 'Standard')).toMatchObject({ event: 'add_shipping_info', ecommerce: { shipping_tier: 'Standard', value: 25.5 } });
    expect(paymentInfoEvent(basket, 'Invoice')).toMatchObject({ event: 'add_payment_info', ecommerce: { payment_type: 'Invoice', value: 25.5 } });
  });

  it('reports a purchase under the order\'s id with its total, tax, shipping and coupon', () => {
    const basket = { lines: [{ thing: mug, quantity: 2 }], value: eur(2990) };
    expect(purchaseEvent({ orderId: 'o-1', basket, tax: eur(477), shipping: eur(490), coupon: 'WELCOME10' })).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'o-1', currency: 'EUR', value: 29.9, tax: 4.77, shipping: 4.9, coupon: 'WELCOME10',
        items: [{ item_id: 'MUG-1', item_name: 'Mug', price: 12.5, quantity: 2, item_variant: 'Colour: Blue', item_brand: 'Vitrine' }],
      },
    });
    expect(purchaseEvent({ orderId: 'o-2', basket, tax: eur(0), shipping: eur(0), coupon: null }).ecommerce).not.toHaveProperty('coupon');
  });
});
