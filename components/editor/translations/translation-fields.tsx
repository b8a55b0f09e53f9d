'use client';

import { useId } from 'react';
import type { Block } from '@/lib/schemas/page-content';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import { textStanding } from '../state/missing-texts';
import styles from '../workbench.module.css';
import { languageName, textFieldName, textPathsOfBlock } from './text-fields';

const NONE: readonly string[] = [];

/**
 * The selected block's texts against the default language's, in the inspector: a text the edited language
 * lacks is marked "Missing translation" (shoppers read the default language's there), and each text that
 * is missing or differs from the default language's has a "Copy from English", one undo step. Nothing in
 * the default language, nor for a block whose texts are all translated as they were.
 */
export function TranslationFields({ block, labels }: { block: Block; labels: WorkbenchLabels }) {
  const { ui } = labels;
  const store = useEditorStore();
  const locale = useEditor((s) => s.document.locale);
  const defaultLocale = useEditor((s) => s.defaultLocale);
  const marks = useEditor((s) => s.missing[block._id] ?? NONE);
  const otherTexts = useEditor((s) => s.otherTexts);
  const id = useId();
  if (locale === defaultLocale) return null;
  const rows = textPathsOfBlock(block)
    .map((path) => ({ path, standing: textStanding(block, path, { [block._id]: marks }, otherTexts, defaultLocale) }))
    .filter(({ standing }) => standing !== 'same');
  if (rows.length === 0) return null;
  const original = languageName(defaultLocale);
  const copy = fill(ui.copyFromDefault, { language: original });
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.translations}>
      <h3 id={`${id}-heading`} className={styles.revisionName}>{fill(ui.textsIn, { language: languageName(locale) })}</h3>
      <ul className={styles.revisions}>
        {rows.map(({ path, standing }, index) => {
          const name = textFieldName(path, labels);
          return (
            <li key={path} className={styles.revision}>
              <p id={`${id}-${index}`}>
                <span>{name}</span>
                {standing === 'missing' && <>{' · '}<strong className={styles.missingTag}>{ui.missingTranslation}</strong></>}
              </p>
              {standing === 'missing' && <p className={styles.empty}>{fill(ui.missingShows, { language: original })}</p>}
              <button type="button" aria-label={`${copy}: ${name}`} aria-describedby={`${id}-${index}`}
                onClick={() => store.getState().copyFromDefault([{ blockId: block._id, path }])}>{copy}</button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
