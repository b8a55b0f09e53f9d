import { acceptsQuantityDraft, clampQuantity, commitQuantityDraft, DEFAULT_QUANTITY } from '../quantity-input';

describe('acceptsQuantityDraft', () => {
  it('accepts digits and the empty text while typing', () => {
    expect(acceptsQuantityDraft('')).toBe(true);
    expect(acceptsQuantityDraft('7')).toBe(true);
    expect(acceptsQuantityDraft('120')).toBe(true);
  });

  it.each(['-1', '1.5', '1,5', '1e3', ' 2', '2 ', 'abc', '+3', '٣'])('refuses %j (digits only)', (text) => {
    expect(acceptsQuantityDraft(text)).toBe(false);
  });

  it('refuses a leading zero when the minimum is above 0', () => {
    expect(acceptsQuantityDraft('0')).toBe(false);
    expect(acceptsQuantityDraft('05')).toBe(false);
    expect(acceptsQuantityDraft('0', { min: 1 })).toBe(false);
    expect(acceptsQuantityDraft('0', { min: 3 })).toBe(false);
  });

  it('allows a leading zero when the minimum is 0', () => {
    expect(acceptsQuantityDraft('0', { min: 0 })).toBe(true);
    expect(acceptsQuantityDraft('05', { min: 0 })).toBe(true);
  });
});

describe('clampQuantity', () => {
  it('keeps quantities between the minimum (default 1) and 999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity(999)).toBe(999);
    expect(clampQuantity(1000)).toBe(999);
  });

  it('honours other bounds', () => {
    expect(clampQuantity(0, { min: 0 })).toBe(0);
    expect(clampQuantity(2, { min: 5 })).toBe(5);
    expect(clampQuantity(50, { max: 10 })).toBe(10);
    // A maximum below the minimum never wins over the minimum.
    expect(clampQuantity(1, { min: 3, max: 2 })).toBe(3);
  });
});

describe('commitQuantityDraft', () => {
  it('reverts an empty draft to the previous quantity', () => {
    expect(commitQuantityDraft('', 4)).toBe(4);
    expect(commitQuantityDraft('   ', 7)).toBe(7);
  });

  it('keeps the previous quantity for text that is not a number', () => {
    expect(commitQuantityDraft('x', 3)).toBe(3);
    expect(commitQuantityDraft('1.5', 3)).toBe(3);
  });

  it('parses the integer and clamps it', () => {
    expect(commitQuantityDraft('12', 1)).toBe(12);
    expect(commitQuantityDraft('0', 5)).toBe(1);
    expect(commitQuantityDraft('0', 5, { min: 0 })).toBe(0);
    expect(commitQuantityDraft('5000', 1)).toBe(999);
    expect(commitQuantityDraft('0007', 1, { min: 0 })).toBe(7);
    expect(commitQuantityDraft('99999999999999999999', 1)).toBe(999);
  });

  it('starts from the default quantity of 1', () => {
    expect(DEFAULT_QUANTITY).toBe(1);
  });
});
