import { hiddenOnOf } from '../block-visibility';
import { pageContentSchema } from '../page-content';

describe('block visibility', () => {
  it('reads the widths a block is hidden on in a fixed order, and none from anything else', () => {
    expect(hiddenOnOf({ hiddenOn: ['desktop', 'phone'] })).toEqual(['phone', 'desktop']);
    expect(hiddenOnOf(undefined)).toEqual([]);
    expect(hiddenOnOf({ hiddenOn: ['watch'] })).toEqual([]);
    expect(hiddenOnOf({ hiddenOn: 'phone' })).toEqual([]);
  });

  it('refuses content whose hiddenOn names an unknown width, and keeps other settings', () => {
    const page = (settings: unknown) => ({ version: 1, blocks: [{ _id: 'a', type: 'text', data: {}, settings }] });
    expect(pageContentSchema.safeParse(page({ hiddenOn: ['phone'], anchor: 'intro' })).data?.blocks[0]!.settings)
      .toEqual({ hiddenOn: ['phone'], anchor: 'intro' });
    expect(pageContentSchema.safeParse(page({ hiddenOn: ['watch'] })).success).toBe(false);
    expect(pageContentSchema.safeParse(page({ hiddenOn: ['phone', 'phone', 'phone', 'phone'] })).success).toBe(false);
  });
});
