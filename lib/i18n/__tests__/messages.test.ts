import fs from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { UI_LANGUAGES } from '../locales';

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
type Flat = Map<string, unknown>;

const MESSAGES_DIR = path.join(__dirname, '../../../messages');
const fileOf = (lang: string) => `messages/${lang}.json`;

/** Flattens nested messages to dotted paths; anything that is not an object is a leaf. */
function flatten(tree: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    into.set(prefix, tree);
    return into;
  }
  for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** Dotted paths that English has and `other` lacks, and the reverse. */
function diffKeys(english: Flat, other: Flat): { missing: string[]; extra: string[] } {
  return {
    missing: [...english.keys()].filter((key) => !other.has(key)),
    extra: [...other.keys()].filter((key) => !english.has(key)),
  };
}

// Formatter type names by the parser's element type, so `{n}` and `{n, number}` differ.
const KIND: Record<number, string> = { 1: '', 2: ', number', 3: ', date', 4: ', time', 5: ', select', 6: ', plural' };

/** What a message needs from the caller: argument names with their kind, rich-text tags, and `#`. */
function signature(elements: readonly MessageElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if ('children' in el) {
      into.add(`<${el.value}>`);
      signature(el.children, into);
    } else if (!('value' in el)) {
      into.add('#');
    } else if (Number(el.type) !== 0) {
      into.add(`{${el.value}${KIND[Number(el.type)] ?? ''}}`);
      if ('options' in el) for (const option of Object.values(el.options)) signature(option.value, into);
    }
  }
  return into;
}

/** Plural categories that integers can select in `lang` but a plural of the message does not offer. */
function pluralProblems(lang: string, elements: readonly MessageElement[], found: string[] = []): string[] {
  for (const el of elements) {
    if ('children' in el) pluralProblems(lang, el.children, found);
    if (!('options' in el)) continue;
    const keys = Object.keys(el.options);
    if ('pluralType' in el) {
      const rules = new Intl.PluralRules(lang, { type: el.pluralType });
      const known = rules.resolvedOptions().pluralCategories as string[];
      // Only whole numbers are counted here; 0..200 visits every integer category of these languages.
      for (let n = 0; n <= 200; n++) {
        const category = rules.select(n);
        if (category !== 'other' && !keys.includes(`=${n}`) && !keys.includes(category)) {
          found.push(`{${el.value}} lacks "${category}" (needed for ${n})`);
        }
      }
      const unknown = keys.filter((key) => !key.startsWith('=') && !known.includes(key));
      if (unknown.length) found.push(`{${el.value}} has categories ${lang} never uses: ${unknown.join(', ')}`);
    }
    for (const option of Object.values(el.options)) pluralProblems(lang, option.value, found);
  }
  return [...new Set(found)];
}

/** Every problem of one language's messages against English, one line per problem. */
function checkMessages(lang: string, english: Flat, other: Flat): string[] {
  const file = fileOf(lang);
  const { missing, extra } = diffKeys(english, other);
  const problems = [...missing.map((key) => `${file}: missing ${key}`), ...extra.map((key) => `${file}: extra ${key}`)];
  for (const [key, value] of other) {
    const source = english.get(key);
    if (typeof source !== 'string') continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${file}: ${key} is empty or not a string`);
      continue;
    }
    let ast: MessageElement[];
    try {
      ast = new IntlMessageFormat(value, lang).getAst();
    } catch (error) {
      problems.push(`${file}: ${key} is not valid ICU: ${(error as Error).message}`);
      continue;
    }
    const want = [...signature(new IntlMessageFormat(source, 'en').getAst())].sort().join(' ');
    const have = [...signature(ast)].sort().join(' ');
    if (want !== have) problems.push(`${file}: ${key} uses [${have}] but English uses [${want}]`);
    for (const problem of pluralProblems(lang, ast)) problems.push(`${file}: ${key} ${problem}`);
  }
  return problems;
}

function readMessages(lang: string): Flat {
  return flatten(JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, `${lang}.json`), 'utf8')));
}

const english = readMessages('en');

describe.each(UI_LANGUAGES)('%s messages', (lang) => {
  it('has a file', () => {
    expect(fs.existsSync(path.join(MESSAGES_DIR, `${lang}.json`))).toBe(true);
  });

  it('has exactly the keys of English, each a non-empty ICU message with the English arguments', () => {
    expect(checkMessages(lang, english, readMessages(lang))).toEqual([]);
  });

  it('names every language by its own name, as English does', () => {
    const languages = [...readMessages(lang)].filter(([key]) => key.startsWith('Languages.'));
    expect(languages).toEqual([...english].filter(([key]) => key.startsWith('Languages.')));
  });
});

// The checks above only protect anything if they can fail: feed them known-bad messages.
describe('the message checks', () => {
  const withChange = (key: string, value: unknown): Flat => new Map(english).set(key, value);

  it('pass English against itself', () => {
    expect(checkMessages('en', english, english)).toEqual([]);
  });

  it('report a missing key by dotted path and file', () => {
    const other = new Map(english);
    other.delete('Shell.home');
    expect(checkMessages('de', english, other)).toEqual(['messages/de.json: missing Shell.home']);
  });

  it('report an extra key', () => {
    expect(checkMessages('fr', english, withChange('Shell.bogus', 'x'))).toEqual(['messages/fr.json: extra Shell.bogus']);
  });

  it('report empty strings and non-strings', () => {
    expect(checkMessages('it', english, withChange('Cart.title', ' '))).toEqual([
      'messages/it.json: Cart.title is empty or not a string',
    ]);
    expect(checkMessages('it', english, withChange('Cart.title', { nested: 'x' }))).toEqual([
      'messages/it.json: Cart.title is empty or not a string',
    ]);
  });

  it('report a renamed placeholder, a dropped tag and a lost plural', () => {
    expect(checkMessages('de', english, withChange('Error.title', 'Fehler {code}'))).toHaveLength(1);
    const legal = (english.get('Checkout.legalNotice') as string).replace(/<\/?tac>/g, '');
    expect(checkMessages('de', english, withChange('Checkout.legalNotice', legal))).toHaveLength(1);
    expect(checkMessages('de', english, withChange('Category.productCount', '{count} Produkte'))).toHaveLength(1);
  });

  it('report a placeholder swallowed by ICU apostrophe quoting', () => {
    expect(checkMessages('fr', english, withChange('Editor.intro', "Vous modifiez '{shop}'."))).toHaveLength(1);
  });

  it('report invalid ICU syntax', () => {
    const [problem] = checkMessages('es', english, withChange('Category.productCount', '{count, plural, one {# x}'));
    expect(problem).toMatch(/^messages\/es\.json: Category\.productCount is not valid ICU/);
  });

  it('report plural categories a language needs but a message lacks', () => {
    const russian = withChange('Category.productCount', '{count, plural, one {# товар} other {# товаров}}');
    expect(checkMessages('ru', english, russian).join('\n')).toMatch(/lacks "few".*\n.*lacks "many"/);
    expect(checkMessages('de', english, withChange('Product.lowStock', '{count, plural, one {#} few {#} other {#}}'))).toEqual([
      'messages/de.json: Product.lowStock {count} has categories de never uses: few',
    ]);
  });
});
