'use client';

import type { WorkbenchLabels } from '../labels';
import { CategoryPicker } from './category-picker';
import { useBlockUpdate } from './use-field-draft';

/**
 * The category a category block or swiper shows, picked from the shop's categories; no category is
 * stored as ''. Marked as the field the canvas's "Select category" button sends the focus to.
 */
export function CategoryField({ block, labels }: { block: { _id: string; data: { categoryId?: string } }; labels: WorkbenchLabels }) {
  const update = useBlockUpdate(block._id);
  return (
    <div data-settings-field="categoryId">
      <CategoryPicker label={labels.fields.categoryId} value={block.data.categoryId || undefined} labels={labels.pickers}
        onChange={(categoryId) => update({ categoryId: categoryId ?? '' }, false)} />
    </div>
  );
}
