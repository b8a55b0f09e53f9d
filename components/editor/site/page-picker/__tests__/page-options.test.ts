import type { EditableDocumentPayload } from '@/lib/contract/documents';
import { documentNotes, groupDocuments } from '../page-options';
import type { PagePickerLabels } from '../labels';

const labels = { unpublished: 'Unpublished changes', notYetPublished: 'Not yet published', hidden: 'Hidden' } as PagePickerLabels;
const entry = (type: EditableDocumentPayload['type'], title: string, rest: Partial<EditableDocumentPayload> = {}): EditableDocumentPayload => ({
  kind: type === 'category' ? 'category' : 'page', id: `00000000-0000-4000-8000-${title.padStart(12, '0')}`, type, title, route: `/${title}`,
  hasDraft: false, isPublished: true, isVisible: true, ...rest,
});

describe('groupDocuments', () => {
  it('puts pages, legal pages and category pages in that order, keeping each group\'s order and leaving out empty groups', () => {
    const groups = groupDocuments([entry('category', 'b'), entry('page', 'a'), entry('category', 'a'), entry('page', 'c')]);
    expect(groups.map((group) => [group.type, group.heading, group.documents.map((document) => document.title)])).toEqual([
      ['page', 'pages', ['a', 'c']],
      ['category', 'categoryPages', ['b', 'a']],
    ]);
  });
});

describe('documentNotes', () => {
  it('says what waits for a publish, what shoppers have not seen and what they cannot see', () => {
    expect(documentNotes(entry('page', 'a'), labels)).toEqual([]);
    expect(documentNotes(entry('page', 'a', { hasDraft: true, isPublished: false, isVisible: false }), labels))
      .toEqual(['Unpublished changes', 'Not yet published', 'Hidden']);
  });
});
