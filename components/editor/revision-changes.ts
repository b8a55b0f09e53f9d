import type { RevisionSummaryPayload } from '@/lib/contract/documents';
import { fill, type WorkbenchLabels } from './labels';

/**
 * What a publish changed, in the owner's language and without plural forms ("Added: 2 · Blocks moved"),
 * for the revisions list and the status after Publish. Revisions from before the counts were kept only
 * have the server's English summary.
 */
export function describeChanges(
  { changes, settings, summary }: Pick<RevisionSummaryPayload, 'changes' | 'settings' | 'summary'>, ui: WorkbenchLabels['ui'],
): string {
  if (!changes) return summary;
  const parts = [
    changes.added > 0 && fill(ui.blocksAdded, { count: changes.added }),
    changes.changed > 0 && fill(ui.blocksChanged, { count: changes.changed }),
    changes.removed > 0 && fill(ui.blocksRemoved, { count: changes.removed }),
    changes.moved && ui.blocksMoved,
    settings !== null && ui.pageSettingsChanged,
  ].filter((part) => part !== false);
  return parts.join(' · ') || ui.noBlockChanged;
}
