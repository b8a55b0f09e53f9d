import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UiLanguage } from './locales';

/** A language's interface texts as written: `{ Namespace: { key: "ICU message" } }`, nested keys allowed. */
export interface MessageSources {
  [key: string]: string | MessageSources;
}

const read = new Map<UiLanguage, Promise<MessageSources>>();

/**
 * The interface texts of one language as written in messages/<lang>.json, ICU syntax and all. The build
 * precompiles every bundled import of messages/ (next.config.mjs, `messages.precompile`), which the
 * translators format but which are no longer strings; what needs the strings themselves (the editor's
 * labels, the in-context translation editor through GET /translations/{language}) reads the file, once
 * per language and process. The app runs from its own folder (`npm start`, the container's WORKDIR), as lib/db/migrate does.
 */
export function loadMessageSources(lang: UiLanguage): Promise<MessageSources> {
  let sources = read.get(lang);
  if (!sources) {
    sources = readFile(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8').then((text) => JSON.parse(text) as MessageSources);
    // A failed read (a file missing from a broken deployment) is not kept: the next request tries again.
    sources.catch(() => read.delete(lang));
    read.set(lang, sources);
  }
  return sources;
}

/** One message as written, by namespace and (dotted) key; undefined when the language lacks it. */
export function messageSource(sources: MessageSources, namespace: string, key: string): string | undefined {
  let node: string | MessageSources | undefined = sources[namespace];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
