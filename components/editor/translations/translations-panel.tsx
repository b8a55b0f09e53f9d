'use client';

import { useId, useMemo, useState } from 'react';
import { findBlock } from '@/components/blocks/block-tree';
import type { MissingText } from '@/lib/content/locale-texts';
import { blockName } from '../block-names';
import { useCheckLookups } from '../checks/check-lookups';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import { useContentLanguageSwitch } from '../site/page-language/use-content-language-switch';
import { marksList } from '../state/missing-texts';
import styles from '../workbench.module.css';
import { ShopTranslations } from './shop-translations';
import { showAfterSwitch } from './show-after-switch';
import { languageName, textFieldName } from './text-fields';

interface LanguageGroup {
  locale: string;
  items: MissingText[];
}

type Scope = 'page' | 'shop';

/** "Missing translations": the open page's list, or the whole shop's, as the owner chooses. */
export function TranslationsPanel({ labels }: { labels: WorkbenchLabels }) {
  const { ui } = labels;
  const [scope, setScope] = useState<Scope>('page');
  const name = useId();
  return (
    <section aria-label={ui.missingTranslations}>
      <h2 className={styles.heading}>{ui.missingTranslations}</h2>
      <fieldset className={styles.visibility}>
        <legend>{ui.missingScope}</legend>
        {([['page', ui.missingThisPage], ['shop', ui.missingWholeShop]] as const).map(([value, label]) => (
          <label key={value} className={styles.toggle}>
            <input type="radio" name={name} value={value} checked={scope === value} onChange={() => setScope(value)} /> {label}
          </label>
        ))}
      </fieldset>
      {scope === 'page' ? <PageTranslations labels={labels} /> : <ShopTranslations labels={labels} />}
    </section>
  );
}

/**
 * "This page": which texts of the page miss which language, the edited language first (from
 * the editor's state, so a text typed or copied leaves the list at once), the shop's other visible
 * languages from the server's look-up of the saved draft. Each text has a "Show" that selects its block,
 * opening the page in that language first when it is another; the edited language has "Copy every missing
 * text from English", one undo step.
 */
function PageTranslations({ labels }: { labels: WorkbenchLabels }) {
  const { ui } = labels;
  const store = useEditorStore();
  const blocks = useEditor((s) => s.blocks);
  const marks = useEditor((s) => s.missing);
  const locale = useEditor((s) => s.document.locale);
  const defaultLocale = useEditor((s) => s.defaultLocale);
  const { lookups } = useCheckLookups();
  const idPrefix = useId();
  const groups = useMemo((): LanguageGroup[] => {
    const here = locale === defaultLocale ? [] : [{ locale, items: marksList(marks, blocks) }];
    const others = new Map<string, MissingText[]>();
    for (const { locale: other, blockId, path } of lookups?.missingTexts ?? []) {
      if (other !== locale && findBlock(blocks, blockId)) others.set(other, [...(others.get(other) ?? []), { blockId, path }]);
    }
    return [...here, ...[...others].map(([other, items]) => ({ locale: other, items }))].filter(({ items }) => items.length > 0);
  }, [blocks, marks, locale, defaultLocale, lookups]);

  // A page with no title in the language is offered to be added there first; the block waits for its opening.
  const { switchTo, dialog } = useContentLanguageSwitch(locale, defaultLocale, labels.pageLanguage);
  const show = async (language: string, blockId: string) => {
    if (language === locale) {
      store.getState().select(blockId);
      return;
    }
    showAfterSwitch(language, blockId);
    await switchTo(language);
  };

  const original = languageName(defaultLocale);
  return (
    <>
      {dialog}
      {groups.length === 0 && <p role="status" className={styles.empty}>{lookups || locale !== defaultLocale ? ui.missingNone : ui.checksLoading}</p>}
      {groups.map(({ locale: language, items }) => {
        const title = fill(ui.missingIn, { language: languageName(language), count: items.length });
        return (
          <section key={language} aria-label={title} className={styles.checkGroup}>
            <h3 className={styles.revisionName}>{title}</h3>
            {language === locale && (
              <button type="button" onClick={() => store.getState().copyFromDefault(items)}>{fill(ui.copyAllFromDefault, { language: original })}</button>
            )}
            <ul className={styles.revisions}>
              {items.map(({ blockId, path }, index) => {
                const block = findBlock(blocks, blockId)!;
                const id = `${idPrefix}-${language}-${index}`;
                return (
                  <li key={`${blockId} ${path}`} className={styles.revision}>
                    <p id={id}>{blockName(block, labels)}{' · '}{textFieldName(path, labels)}</p>
                    <button type="button" aria-describedby={id} onClick={() => void show(language, blockId)}>{ui.show}</button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
