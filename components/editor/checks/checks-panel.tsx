'use client';

import { useDeferredValue, useId, useMemo } from 'react';
import { findBlock } from '@/components/blocks/block-tree';
import { flattenSections, placedBlockId } from '@/components/blocks/sections';
import { runChecks } from '@/lib/content/checks/registry';
import { CHECK_RULES, type CheckFinding } from '@/lib/content/checks/types';
import { blockName } from '../block-names';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import styles from '../workbench.module.css';
import { forLanguage, useCheckLookups } from './check-lookups';
import { findingText, RULE_TITLE_KEYS } from './finding-text';

/**
 * What a publish would hand shoppers that hurts them, grouped by kind, each finding with a "Show" that
 * selects its block on the canvas (and opens its settings, where it is fixed). The rules run here on the
 * store's draft as it is edited (lib/content/checks, the API's own), with the server's lookups.
 */
export function ChecksPanel({ labels }: { labels: WorkbenchLabels }) {
  const { ui } = labels;
  const store = useEditorStore();
  const blocks = useDeferredValue(useEditor((s) => s.blocks));
  const sections = useEditor((s) => s.sections);
  const { lookups: all, failed, retry } = useCheckLookups();
  // "Publish <language>" was chosen: only that language's missing texts count.
  const publishLocale = useEditor((s) => s.publishLocale);
  const languageNames = useEditor((s) => s.languageNames);
  const lookups = useMemo(() => all && forLanguage(all, publishLocale), [all, publishLocale]);
  const idPrefix = useId();
  // The page as it will render, sections' blocks in place of their references; a finding in one names its reference.
  const findings = useMemo(() => {
    if (!lookups) return null;
    const placed = flattenSections(blocks, Object.fromEntries(Object.values(sections).map((section) => [section.id, section.blocks])));
    return runChecks({ blocks: placed, lookups }).map((finding) => (finding.blockId ? { ...finding, blockId: placedBlockId(finding.blockId) } : finding));
  }, [blocks, sections, lookups]);
  const groups = useMemo(() => CHECK_RULES.map((rule) => ({ rule, items: findings?.filter((f) => f.rule === rule) ?? [] }))
    .filter((group) => group.items.length > 0), [findings]);

  const where = (finding: CheckFinding) => {
    const block = finding.blockId ? findBlock(blocks, finding.blockId) : null;
    return block ? blockName(block, labels) : ui.checkWholePage;
  };

  return (
    <section aria-label={ui.checks}>
      <h2 className={styles.heading}>{ui.checks}</h2>
      {publishLocale !== null && <p className={styles.empty}>{fill(ui.checksPublishLanguage, { language: languageNames[publishLocale] ?? publishLocale })}</p>}
      <p role="status" className={styles.empty}>
        {findings === null ? (failed ? '' : ui.checksLoading) : findings.length === 0 ? ui.checksNone : fill(ui.checksCount, { count: findings.length })}
      </p>
      {failed && findings === null && <button type="button" onClick={retry}>{ui.retry}</button>}
      {groups.map(({ rule, items }) => (
        <section key={rule} aria-label={ui[RULE_TITLE_KEYS[rule]]} className={styles.checkGroup}>
          <h3 className={styles.revisionName}>{ui[RULE_TITLE_KEYS[rule]]}</h3>
          <ul className={styles.revisions}>
            {items.map((finding, index) => (
              <li key={`${finding.blockId}-${finding.message}-${index}`} className={styles.revision}>
                <p><strong>{finding.severity === 'error' ? ui.checkError : ui.checkWarning}</strong>{' · '}{where(finding)}</p>
                {/* Every button is called "Show"; the finding it shows describes it. */}
                <p id={`${idPrefix}-${rule}-${index}`}>{findingText(finding, labels)}</p>
                {finding.blockId && findBlock(blocks, finding.blockId) && (
                  <button type="button" aria-describedby={`${idPrefix}-${rule}-${index}`} onClick={() => store.getState().select(finding.blockId)}>{ui.show}</button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
