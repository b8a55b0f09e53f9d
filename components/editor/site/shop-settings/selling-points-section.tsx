'use client';

import { useEffect, useRef, useState } from 'react';
import { MAX_SELLING_POINTS, SHOP_SETTING_TEXT_MAX } from '@/lib/contract/limits';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { sellingPointTexts } from '@/lib/shop-texts';
import { LineField } from '../../fields/basic-fields';
import { fill } from '../../labels';
import { lengthError, type ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { moveItem, rowKey } from './list-moves';
import { MoveButtons } from './move-buttons';
import { SaveButton, SettingsSection } from './settings-section';
import styles from './shop-settings.module.css';
import type { ShopWrites } from './use-shop-writes';

type SellingPoint = NonNullable<ShopUserSettings['headerUsps']>[number];
/** A point as edited: every locale's text (the old single text moved to the default locale's) and whether shoppers see it. */
type Row = { key: string; texts: Record<string, string>; active: boolean };

/**
 * What is stored of the rows: each locale's text, the other locales' kept as they were. A point without
 * any text would show as an empty line, so it waits for its text.
 */
const stored = (rows: Row[]): SellingPoint[] => rows
  .map(({ texts, active }) => ({ texts: Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim())), active }))
  .filter((point) => Object.keys(point.texts).length > 0);

/**
 * The header's selling points (at most 10; shoppers see the active ones), their texts in the locale the
 * owner edits (`locale`); a text not translated yet says which default locale's text shoppers see instead.
 * "Active", moving and removing save the list at once; texts, and a new point, on "Save".
 */
export function SellingPointsSection({ points, locale, defaultLocale, localeNames, text, validation, writes }: {
  points: SellingPoint[]; locale: string; defaultLocale: string; localeNames: Record<string, string>;
  text: ShopSettingsText; validation: ValidationText; writes: ShopWrites;
}) {
  const [rows, setRows] = useState<Row[]>(() => points.map((point) => ({ key: rowKey(), texts: sellingPointTexts(point, defaultLocale), active: point.active })));
  const added = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const textOf = (row: Row) => row.texts[locale] ?? '';
  const standIn = (row: Row) => (locale !== defaultLocale && !textOf(row).trim() ? row.texts[defaultLocale] : undefined);
  const errorOf = (row: Row) => lengthError(textOf(row), SHOP_SETTING_TEXT_MAX, validation);
  const errors = rows.map(errorOf);
  const full = rows.length >= MAX_SELLING_POINTS;

  // A new point's text field takes the focus, so that the owner types it at once.
  useEffect(() => {
    if (!added.current) return;
    list.current?.querySelector<HTMLInputElement>(`[data-row="${added.current}"] input[type="text"]`)?.focus();
    added.current = null;
  }, [rows]);

  // A text too long stays in its field with its message: the list goes to the server once it is fixed.
  const saveNow = (next: Row[]) => {
    const before = rows;
    setRows(next);
    if (next.some(errorOf)) return;
    void writes.writeUserSettings('sellingPoints', 'headerUsps', stored(next), () => setRows(before));
  };
  const change = (index: number, patch: Partial<Row>) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
  const add = () => {
    const key = rowKey();
    added.current = key;
    setRows([...rows, { key, texts: {}, active: true }]);
  };
  const save = () => {
    if (errors.some(Boolean)) return;
    void writes.writeUserSettings('sellingPoints', 'headerUsps', stored(rows));
  };

  return (
    <SettingsSection title={text.sellingPoints} refusal={writes.refusal('sellingPoints')}>
      <p className={styles.hint}>{fill(text.textsLanguage, { language: localeNames[locale] ?? locale })}</p>
      {rows.length === 0 && <p className={styles.empty}>{text.noSellingPoints}</p>}
      <ol ref={list} className={styles.rows}>
        {rows.map((row, index) => {
          const fallback = standIn(row);
          const name = textOf(row).trim() || fallback || fill(text.sellingPoint, { number: index + 1 });
          const hint = fallback ? fill(text.untranslatedHint, { text: fallback, language: localeNames[defaultLocale] ?? defaultLocale }) : undefined;
          return (
            <li key={row.key} data-row={row.key} className={styles.row}>
              <LineField label={fill(text.sellingPoint, { number: index + 1 })} value={textOf(row)} error={errors[index]} hint={hint}
                onChange={(value) => setRows(change(index, { texts: { ...row.texts, [locale]: value } }))} />
              <div className={styles.rowActions}>
                <label className={styles.rowToggle}>
                  <input type="checkbox" checked={row.active} aria-label={fill(text.itemAction, { action: text.active, name })}
                    onChange={(event) => saveNow(change(index, { active: event.currentTarget.checked }))} /> {text.active}
                </label>
                <MoveButtons name={name} index={index} count={rows.length} text={text}
                  onMove={(step) => saveNow(moveItem(rows, index, step))} />
                <button type="button" aria-label={fill(text.itemAction, { action: text.remove, name })}
                  onClick={() => saveNow(rows.filter((_, i) => i !== index))}>{text.remove}</button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.listActions}>
        <button type="button" onClick={add} disabled={full}>{text.addSellingPoint}</button>
        <SaveButton label={text.save} onSave={save} />
      </div>
      {full && <p className={styles.hint}>{fill(text.sellingPointsFull, { max: MAX_SELLING_POINTS })}</p>}
    </SettingsSection>
  );
}
