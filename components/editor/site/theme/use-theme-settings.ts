'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { themeRoutes } from '@/lib/api/routes/theme';
import type { ThemeSettings } from '@/lib/schemas/theme';
import { checkThemeSettings, usableSettings } from '@/lib/themes/settings-rules';
import { themeStylesheetHref } from '@/lib/themes/stylesheet-href';
import { buildThemeCss } from '@/lib/themes/theme-css';
import { AUTOSAVE_DELAY_MS } from '../../use-autosave';
import type { SiteSave } from '../use-site-save';
import { endThemeCss, showThemeCss, showThemeStylesheet } from './live-stylesheet';
import type { SettingValues } from './theme-colours';
import type { ActiveThemeStyle } from './theme-types';
import { isStaleVersion, staleVersionError } from '@/lib/api/stale-version';

export interface ThemeSettingsEditor {
  /** The values as the owner typed or picked them. */
  values: SettingValues;
  /** Someone else changed a setting this tab was saving first: their values are shown instead. */
  changedElsewhere: boolean;
  /** Settings whose value the theme does not take: neither previewed nor saved until it does. */
  invalid: ReadonlySet<string>;
  change(key: string, value: string | boolean): void;
  resetToDefaults(): void;
}

/** The values of `settings` that differ from `saved`. */
const changesFrom = (saved: ThemeSettings, settings: ThemeSettings): ThemeSettings =>
  Object.fromEntries(Object.entries(settings).filter(([key, value]) => saved[key] !== value));


/** How often a save based on a stale version is sent again when the other writer changed other settings. */
const REBASES = 3;

/**
 * The active style's settings while the owner edits them: every change restyles the page in the same
 * frame (live-stylesheet.ts: no round trip to the server) and is saved a moment after the last one (PATCH
 * /themeStyles/{id}/settings through the module's save), or at once when the module closes; a failed
 * save puts back the values saved before, on the page too. Each save names the settings' version: when
 * another tab or owner saved first (409), a save of other settings than theirs goes again on the new
 * version; one of the same settings is theirs to keep, shown on the page and in the form.
 */
export function useThemeSettings(style: ActiveThemeStyle, shop: string, save: SiteSave): ThemeSettingsEditor {
  const { themeId, themeStyleId, name, schema } = style;
  const [values, setValues] = useState<SettingValues>(style.settings);
  const current = useRef<SettingValues>(style.settings);
  // What the server has, or will have once the saves under way succeed.
  const saved = useRef<ThemeSettings>(style.settings);
  const pending = useRef<ThemeSettings | null>(null);
  // What the server last said it has, and at which version.
  const known = useRef({ settings: style.settings, version: style.version });
  // What the form shows of the server's: the settings it was built from, each this tab saved since as saved.
  // A write sent again on a newer version takes the other writer's settings into `known`, not into the form.
  const shown = useRef<ThemeSettings>(style.settings);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: SettingValues) => {
    current.current = next;
    setValues(next);
    const { settings } = checkThemeSettings(schema, next);
    const plainHref = themeStylesheetHref(shop, themeId, name);
    showThemeCss(plainHref, buildThemeCss(schema, { ...usableSettings(schema, style.settings), ...settings }));
    showThemeStylesheet(plainHref, themeStylesheetHref(shop, themeId, name, settings));
    return settings;
  }, [schema, shop, themeId, name, style.settings]);

  /** Sends the changes on the version this tab knows, again on a newer one while the other writer's changes were elsewhere. */
  const send = useCallback(async (changes: ThemeSettings): Promise<ThemeSettings> => {
    // Another writer's value of a setting the form still shows as it was: theirs to keep, as a 409's.
    const changedSince = (settings: ThemeSettings) => Object.keys(changes).some((key) => settings[key] !== shown.current[key]);
    if (changedSince(known.current.settings)) throw staleVersionError(known.current.version, known.current.settings);
    for (let attempt = 1; ; attempt += 1) {
      let answered = known.current.version;
      try {
        const settings = await shopApi(themeRoutes.updateSettings, { params: { id: themeStyleId }, body: { settings: changes, draft: true } }, {
          silent: true, ifMatch: known.current.version, onVersion: (next) => { answered = next; },
        });
        known.current = { settings, version: answered };
        shown.current = { ...shown.current, ...Object.fromEntries(Object.keys(changes).flatMap((key) => (key in settings ? [[key, settings[key]!]] : []))) };
        return settings;
      } catch (error) {
        if (!isStaleVersion(error) || attempt > REBASES) throw error;
        const current = (error.body?.current ?? {}) as ThemeSettings;
        known.current = { settings: current, version: Number(error.body?.currentVersion) };
        if (changedSince(current)) throw error;
      }
    }
  }, [themeStyleId]);

  // The server keeps the values the changes do not name.
  const write = useCallback((changes: ThemeSettings) => {
    const before = saved.current;
    saved.current = { ...before, ...changes };
    setChangedElsewhere(false);
    return save.run(() => send(changes), {
      restore: () => {
        saved.current = before;
        show(before);
      },
      onError: (error) => {
        if (!isStaleVersion(error)) return false;
        // Theirs, as the server has it now, on the page and in the form.
        const theirs = usableSettings(schema, known.current.settings);
        shown.current = known.current.settings;
        saved.current = theirs;
        show(theirs);
        setChangedElsewhere(true);
        return true;
      },
    });
  }, [save, send, show, schema]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const settings = pending.current;
    pending.current = null;
    if (settings) void write(settings);
  }, [write]);

  // Closing the module (or activating another style) saves what is still waiting.
  const flushOnClose = useRef(flush);
  useEffect(() => {
    flushOnClose.current = flush;
  }, [flush]);
  useEffect(() => () => flushOnClose.current(), []);
  useEffect(() => () => endThemeCss(themeStylesheetHref(shop, themeId, name)), [shop, themeId, name]);

  const change = useCallback((key: string, value: string | boolean) => {
    const changes = changesFrom(saved.current, show({ ...current.current, [key]: value }));
    clearTimeout(timer.current);
    pending.current = Object.keys(changes).length > 0 ? changes : null;
    if (pending.current) timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
  }, [show, flush]);

  const resetToDefaults = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    // The update keeps stored values the defaults do not name, and so does the form.
    show({ ...saved.current, ...style.defaults });
    void write(style.defaults);
  }, [show, write, style.defaults]);

  const invalid = useMemo(() => new Set(checkThemeSettings(schema, values).errors.map((error) => error.path.slice('settings.'.length))), [schema, values]);
  return { values, changedElsewhere, invalid, change, resetToDefaults };
}
