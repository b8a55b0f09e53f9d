// Merges translated messages into every messages/<lang>.json in one quick read-modify-write per file.
// Input (a file path or - for stdin): { "Namespace": { "key": { "en": "…", "de": "…", … all 17 } } }
// Keys are written in the order given; existing keys of other namespaces are kept as they are.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/add-messages.mjs <file.json | ->');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'));
const dir = path.join(import.meta.dirname, '..', 'messages');
const languages = readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));

const missing = [];
for (const [namespace, keys] of Object.entries(additions)) {
  for (const [key, texts] of Object.entries(keys)) {
    for (const lang of languages) if (typeof texts[lang] !== 'string') missing.push(`${namespace}.${key} [${lang}]`);
  }
}
if (missing.length) {
  console.error(`Missing translations:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
for (const lang of languages) {
  const file = path.join(dir, `${lang}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [namespace, keys] of Object.entries(additions)) {
    messages[namespace] ??= {};
    for (const [key, texts] of Object.entries(keys)) messages[namespace][key] = texts[lang];
  }
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log(`Added ${Object.values(additions).reduce((n, keys) => n + Object.keys(keys).length, 0)} keys to ${languages.length} languages.`);
