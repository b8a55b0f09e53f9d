import type { BlockChanges } from '@/lib/db/schema';

/**
 * The English account of the changes, stored with the revision for API clients: "2 added, 1 changed,
 * blocks moved". The editor words the counts in the owner's language instead.
 */
export function summarizeChanges({ added, changed, removed, moved }: BlockChanges, settingsChanged = false): string {
  const parts = [added && `${added} added`, changed && `${changed} changed`, removed && `${removed} removed`, moved && 'blocks moved'];
  const blocks = parts.filter(Boolean).join(', ');
  if (!settingsChanged) return blocks || 'No block changed';
  return blocks ? `${blocks}, page settings changed` : 'Page settings changed';
}
