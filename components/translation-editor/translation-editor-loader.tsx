'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { loadChunk } from '@/components/shell/chunk-load';
import { isTranslationEditorEnabled, TRANSLATION_EDITOR_FLAG, translationEditorHosts } from '@/lib/i18n/translation-editor-flag';

/** The local flag; a browser that keeps no storage (private modes) has none. */
function localFlag(): string | null {
  try {
    return window.localStorage.getItem(TRANSLATION_EDITOR_FLAG);
  } catch {
    return null;
  }
}

/**
 * Loads the in-context translation editor when the flag is on (lib/i18n/translation-editor-flag.ts),
 * and nothing else: its code is a chunk of its own that a page without the flag never asks for.
 */
export function TranslationEditorLoader() {
  const [Editor, setEditor] = useState<ComponentType | null>(null);
  useEffect(() => {
    // Next writes the build's value in here; the local flag is this browser's.
    const hosts = translationEditorHosts(process.env.NEXT_PUBLIC_TRANSLATION_EDITOR_HOSTS);
    if (!isTranslationEditorEnabled({ host: window.location.host, hosts, localFlag: localFlag() })) return;
    let live = true;
    loadChunk(() => import('./translation-editor'))
      .then((module) => { if (live) setEditor(() => module.TranslationEditor); })
      // A tool for translators: when it cannot load, the page goes on without it.
      .catch(() => {});
    return () => { live = false; };
  }, []);
  return Editor ? <Editor /> : null;
}
