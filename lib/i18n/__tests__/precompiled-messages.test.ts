import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import IntlMessageFormat from 'intl-messageformat';
import { createTranslator } from 'use-intl/core';
import { UI_LANGUAGES } from '../locales';

// The build compiles every message at build time (next.config.mjs, `messages.precompile`: next-intl's
// catalogue loader runs icu-minify's compile on each one) and points `use-intl/format-message` at its
// formatter for compiled messages. Here both are done as the build does them, and every message of every
// language must read as the ICU runtime (what Jest's use-intl and the server before precompiling used)
// reads it: arguments, plurals in each of the language's categories, selects, numbers, dates and tags.

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
// The parser's element types (@formatjs/icu-messageformat-parser's TYPE), as lib/i18n/__tests__/messages.test.ts reads them.
const TYPE = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const;

type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;
type Translate = { markup: (key: string, values?: Values) => string };

const readMessages = (lang: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../messages', `${lang}.json`), 'utf8')) as Tree;
const mapLeaves = (tree: Tree, leaf: (message: string) => unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? leaf(value) : mapLeaves(value, leaf)]));
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

let compiledTranslator!: typeof createTranslator;
jest.isolateModules(() => {
  jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
  compiledTranslator = (jest.requireActual('use-intl/core') as { createTranslator: typeof createTranslator }).createTranslator;
});

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 1000, 2.5];
const DATE = new Date(Date.UTC(2026, 10, 30, 9, 41));

interface Argument { numeric: boolean; date: boolean; options: string[] }

/** The arguments and tags of a message, with what each needs: a number, a date, or one of a select's options. */
function argumentsOf(elements: readonly MessageElement[], found = new Map<string, Argument>(), tags = new Set<string>()) {
  for (const element of elements) {
    const type = Number(element.type);
    if ('children' in element) {
      tags.add(element.value);
      argumentsOf(element.children, found, tags);
      continue;
    }
    if (!('value' in element) || type === TYPE.literal) continue;
    const argument = found.get(element.value) ?? { numeric: false, date: false, options: [] };
    found.set(element.value, argument);
    if (type === TYPE.number || type === TYPE.plural) argument.numeric = true;
    if (type === TYPE.date || type === TYPE.time) argument.date = true;
    if (type === TYPE.select && 'options' in element) argument.options.push(...Object.keys(element.options));
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found, tags);
  }
  return { found, tags };
}

/** Values that take a message through each of its plural categories and select options, one set per reading. */
function readingsOf(message: string): Values[] {
  const { found, tags } = argumentsOf(new IntlMessageFormat(message, 'en').getAst());
  const longest = Math.max(1, ...[...found.values()].map((a) => (a.numeric ? COUNTS.length : a.options.length)));
  return Array.from({ length: longest }, (_, i) => {
    const values: Values = {};
    for (const [name, a] of found) {
      values[name] = a.date ? DATE : a.numeric ? COUNTS[i % COUNTS.length]! : a.options.length > 0 ? a.options[i % a.options.length]! : `«${name}»`;
    }
    for (const tag of tags) values[tag] = (chunks) => `<${tag}>${chunks.join('')}</${tag}>`;
    return values;
  });
}

describe.each(UI_LANGUAGES)('%s messages, compiled as the build compiles them', (lang) => {
  it('read as the ICU runtime reads them, in every plural category and select option', () => {
    const source = readMessages(lang);
    const options = { locale: lang, timeZone: 'UTC' };
    const runtime = createTranslator({ ...options, messages: source }) as unknown as Translate;
    const compiled = compiledTranslator({ ...options, messages: mapLeaves(source, compile) as never }) as unknown as Translate;
    const differences: string[] = [];
    for (const key of keysOf(source)) {
      for (const values of readingsOf(messageAt(source, key))) {
        const want = runtime.markup(key, values);
        const have = compiled.markup(key, values);
        if (have !== want) differences.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(have)} instead of ${JSON.stringify(want)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

function messageAt(tree: Tree, key: string): string {
  let node: string | Tree = tree;
  for (const part of key.split('.')) node = (node as Tree)[part]!;
  return node as string;
}

describe('the comparison', () => {
  const options = { locale: 'en', timeZone: 'UTC' };

  it('formats with the compiled messages\' formatter only: an ICU string there stays as written', () => {
    const compiled = compiledTranslator({ ...options, messages: { N: { raw: 'Hi {name}', built: compile('Hi {name}') } } as never }) as unknown as Translate;
    expect(compiled.markup('N.raw', { name: 'Ana' })).toBe('Hi {name}');
    expect(compiled.markup('N.built', { name: 'Ana' })).toBe('Hi Ana');
  });

  it('tells a compiled plural from the runtime\'s when they differ', () => {
    const message = '{count, plural, one {# item} other {# items}}';
    const runtime = createTranslator({ ...options, messages: { N: { m: message } } }) as unknown as Translate;
    const compiled = compiledTranslator({ ...options, messages: { N: { m: compile('{count, plural, other {# items}}') } } as never }) as unknown as Translate;
    expect(readingsOf(message).map((values) => values.count)).toEqual(COUNTS);
    expect(runtime.markup('N.m', { count: 1 })).toBe('1 item');
    expect(compiled.markup('N.m', { count: 1 })).toBe('1 items');
    expect(compiled.markup('N.m', { count: 1000 })).toBe(runtime.markup('N.m', { count: 1000 }));
  });
});
