import fs from 'node:fs';
import path from 'node:path';
import de from '@/messages/de.json';
import ru from '@/messages/ru.json';
import { fillPlural } from '../labels';

describe('a label with a plural', () => {
  it('takes the form of the count in the language\'s plural rules, with the count for #', () => {
    expect(fillPlural(de.EditorPickers.productLimit, { max: 1 }, 'de')).toBe('Es kann höchstens 1 Produkt ausgewählt werden.');
    expect(fillPlural(de.EditorPickers.productLimit, { max: 12 }, 'de')).toBe('Es können höchstens 12 Produkte ausgewählt werden.');
    expect(fillPlural(ru.EditorPickers.productLimit, { max: 3 }, 'ru')).toBe('Можно выбрать не более 3 товаров.');
    expect(fillPlural(ru.EditorPickers.productLimit, { max: 21 }, 'ru')).toBe('Можно выбрать не более 21 товара.');
  });

  it('prefers an exact =n, and fills the other placeholders as fill does', () => {
    const template = '{name}: {count, plural, =0 {nothing} one {# item} other {# items}}';
    expect(fillPlural(template, { name: 'Cart', count: 0 }, 'en')).toBe('Cart: nothing');
    expect(fillPlural(template, { name: 'Cart', count: 1200 }, 'en')).toBe('Cart: 1,200 items');
  });

  it('leaves nothing of the syntax in any language\'s product limit', () => {
    const dir = path.join(process.cwd(), 'messages');
    for (const file of fs.readdirSync(dir)) {
      const lang = file.replace(/\.json$/, '');
      const { EditorPickers } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as typeof de;
      for (const max of [1, 2, 5, 12]) expect(fillPlural(EditorPickers.productLimit, { max }, lang)).toMatch(new RegExp(`^[^{}#]*\\b${max}\\b[^{}#]*$`));
    }
  });
});
