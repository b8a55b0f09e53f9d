/** @jest-environment jsdom */
import en from '@/messages/en.json';
import { flattenMessages, keysForElement, matchingKeys, messagePattern } from '../message-matching';

const messages = flattenMessages(en);

describe('messagePattern', () => {
  it('lets arguments, plurals and selects match any text and keeps the text of rich-text tags', () => {
    expect(messagePattern('Show all {count}')!.test('Show all 12')).toBe(true);
    expect(messagePattern('{count, plural, one {# item} other {# items}} in cart')!.test('3 items in cart')).toBe(true);
    expect(messagePattern('Read the <link>privacy policy</link>.')!.test('Read the privacy policy.')).toBe(true);
    expect(messagePattern('Show all {count}')!.test('Show none 12')).toBe(false);
  });

  it('is null for a message of arguments only, which would match anything', () => {
    expect(messagePattern('{name}')).toBeNull();
    expect(messagePattern(' {a} {b} ')).toBeNull();
  });
});

describe('matchingKeys', () => {
  it('finds the keys of the language\'s catalogue that render a text, exact ones first', () => {
    expect(matchingKeys(messages, '  You may  also like ')).toContain('ProductMedia.crossSelling');
    expect(matchingKeys(messages, 'Show all 7')).toContain('ProductMedia.crossSellingShowAll');
    expect(matchingKeys(messages, 'no interface text says this')).toEqual([]);
    expect(matchingKeys(messages, '   ')).toEqual([]);
  });
});

describe('keysForElement', () => {
  it('looks at the element\'s text and accessible name, then up its ancestors', () => {
    document.body.innerHTML = '<button aria-label="Back to top"><svg><path id="icon"/></svg></button><p><span id="part">Show all 4</span></p>';
    expect(keysForElement(messages, document.getElementById('icon')!)?.keys).toContain('Shell.backToTop');
    const found = keysForElement(messages, document.getElementById('part')!);
    expect(found?.element.id).toBe('part');
    expect(found?.keys).toContain('ProductMedia.crossSellingShowAll');
  });

  it('does not take an ancestor with text of its own, nor the page\'s body', () => {
    document.body.innerHTML = '<p>Back to top <em id="own">of our story</em></p><span id="alone">Our story</span>';
    expect(keysForElement(messages, document.getElementById('own')!)).toBeNull();
    expect(keysForElement(messages, document.getElementById('alone')!)).toBeNull();
  });
});
