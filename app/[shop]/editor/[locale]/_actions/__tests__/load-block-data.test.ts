/** @jest-environment node */
import { toRenderBlocks } from '@/components/blocks/render-blocks';
import { loadBlockData } from '@/lib/server/content/block-data';
import { resolveEditorRequest } from '../../_lib/editor-request';
import { loadCanvasBlockData } from '../load-block-data';

jest.mock('../../_lib/editor-request', () => ({ resolveEditorRequest: jest.fn() }));
jest.mock('@/lib/server/content/block-data', () => ({ loadBlockData: jest.fn(async () => ({ lists: {}, queries: {} })) }));

const shop = { slug: 'demo' };
const storefront = { shop, mode: 'editor', locale: 'de', links: {} };
const SHOES = '0b6f4c1e-0000-4f51-9d38-000000000001';

beforeEach(() => jest.mocked(loadBlockData).mockClear());

describe('loadCanvasBlockData, a public server function', () => {
  it('loads nothing for a visitor without the shop\'s owner session', async () => {
    jest.mocked(resolveEditorRequest).mockResolvedValue({ shop: {}, owner: null, storefront: null } as never);
    await expect(loadCanvasBlockData('demo', 'de', { _id: 'swiper', type: 'category-swiper', data: { categoryId: SHOES } })).rejects.toThrow('Unauthorized');
    expect(loadBlockData).not.toHaveBeenCalled();
  });

  it('loads the one block for the owner, in the editor\'s locale, hidden categories included', async () => {
    jest.mocked(resolveEditorRequest).mockResolvedValue({ shop, owner: {}, storefront } as never);
    await loadCanvasBlockData('demo', 'de', { _id: 'swiper', type: 'category-swiper', data: { categoryId: SHOES } });
    expect(resolveEditorRequest).toHaveBeenCalledWith('demo', 'de');
    expect(loadBlockData).toHaveBeenCalledWith(shop, 'de', toRenderBlocks([{ _id: 'swiper', type: 'category-swiper', data: { categoryId: SHOES } }]), { includeHidden: true });
  });

  it('checks the block by its type\'s schema: one that does not fit loads nothing', async () => {
    jest.mocked(resolveEditorRequest).mockResolvedValue({ shop, owner: {}, storefront } as never);
    await loadCanvasBlockData('demo', 'de', { _id: 'swiper', type: 'category-swiper', data: { categoryId: 42 } });
    await loadCanvasBlockData('demo', 'de', null as never);
    expect(jest.mocked(loadBlockData).mock.calls.map(([, , blocks]) => blocks)).toEqual([[], []]);
  });
});
