import { summarizeChanges } from '../change-summary';

const none = { added: 0, changed: 0, removed: 0, moved: false };

describe('summarizeChanges', () => {
  it('words the changes in English for API clients', () => {
    expect(summarizeChanges({ added: 2, changed: 1, removed: 0, moved: true })).toBe('2 added, 1 changed, blocks moved');
    expect(summarizeChanges({ added: 0, changed: 0, removed: 3, moved: false })).toBe('3 removed');
    expect(summarizeChanges(none)).toBe('No block changed');
  });
});
