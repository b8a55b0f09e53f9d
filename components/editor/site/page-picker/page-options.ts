import type { EditableDocumentPayload } from '@/lib/contract/documents';
import type { PagePickerLabels } from './labels';

type Group = EditableDocumentPayload['type'];

/** The picker's groups in the order they are shown, with the key of each one's heading. */
export const GROUPS: readonly { type: Group; heading: keyof PagePickerLabels }[] = [
  { type: 'page', heading: 'pages' },
  { type: 'legal', heading: 'legalPages' },
  { type: 'category', heading: 'categoryPages' },
];

/** The documents of each group, in the list's order (groups without any are left out). */
export function groupDocuments(documents: readonly EditableDocumentPayload[]) {
  return GROUPS.map((group) => ({ ...group, documents: documents.filter((document) => document.type === group.type) }))
    .filter((group) => group.documents.length > 0);
}

/** What a document's option says after its title: unpublished changes, not yet published, hidden. */
export function documentNotes(document: EditableDocumentPayload, labels: PagePickerLabels): string[] {
  return [
    ...(document.hasDraft ? [labels.unpublished] : []),
    ...(document.isPublished ? [] : [labels.notYetPublished]),
    ...(document.isVisible ? [] : [labels.hidden]),
  ];
}
