/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { mediaRoutes } from '@/lib/api/routes/media';
import { IMAGE_UPLOAD_LIMIT } from '@/lib/contract/limits';
import type { ImageUploadResult } from '@/lib/contract/media';
import { BlockSettings } from '../block-settings';
import { EditorStoreProvider } from '../editor-store-context';
import { findBlock } from '@/components/blocks/block-tree';
import { createEditorStore, type EditorStore } from '../state/store';
import { labels, start } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const OLD = '/media/old/old.png';
const uploaded: ImageUploadResult = {
  relativeDownloadUrl: '/media/new/photo.png', width: 640, height: 480,
  metadata: { contentType: 'image/png', byteSize: 4, originalFilename: 'photo.png' },
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

/** The settings of an image block with `data`, selected; the store drives and shows what happened. */
function renderImageSettings(data: Record<string, unknown>): EditorStore {
  const store = createEditorStore({ ...start, blocks: [{ _id: 'img', type: 'image', data: { alt: 'A shelf', ...data } }] });
  store.getState().select('img');
  render(<EditorStoreProvider store={store}><BlockSettings labels={labels} /></EditorStoreProvider>);
  return store;
}
const dataOf = (store: EditorStore) => findBlock(store.getState().blocks, 'img')!.data;
const field = () => screen.getByRole('group', { name: 'Image' });
const fileInput = () => field().querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

beforeAll(() => {
  // jsdom lays nothing out: a refusal's scroll into view is watched instead.
  Element.prototype.scrollIntoView = jest.fn();
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  api.mockReset();
  jest.mocked(Element.prototype.scrollIntoView).mockClear();
  jest.mocked(URL.createObjectURL).mockClear();
  jest.mocked(URL.revokeObjectURL).mockClear();
});

describe('the image field', () => {
  it('offers a labelled file picker and a drop zone while the block has no image', () => {
    renderImageSettings({ src: '' });
    const picker = within(field()).getByLabelText('Choose image');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    expect(within(field()).getByText('or drop an image here')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('uploads a chosen file with a spinner and a local preview, then sets the source in one step', async () => {
    let finish!: (result: ImageUploadResult) => void;
    api.mockReturnValue(new Promise((resolve) => { finish = resolve; }) as ReturnType<typeof shopApi>);
    const store = renderImageSettings({ src: '' });
    const file = png();
    choose(file);

    expect(api).toHaveBeenCalledWith(mediaRoutes.uploadImage, { params: { filename: 'photo.png' }, body: file }, { silent: true });
    expect(within(field()).getByRole('status')).toHaveTextContent('Uploading image…');
    expect(within(field()).getByRole('img')).toHaveAttribute('src', 'blob:local-preview');

    await act(async () => finish(uploaded));
    expect(dataOf(store)).toEqual({ src: '/media/new/photo.png', width: 640, height: 480, alt: 'A shelf' });
    expect(store.getState().history.past).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local-preview');
    expect(within(field()).getByRole('status')).toHaveTextContent('');
    // The stored upload as the optimizer's copy at the preview width (IMAGE_PREVIEW_WIDTH), not the original.
    expect(within(field()).getByRole('img', { name: 'A shelf' })).toHaveAttribute('srcset', expect.stringMatching(/^\/_next\/image\?url=%2Fmedia%2Fnew%2Fphoto\.png&w=680&q=75 1x, /));
    expect(within(field()).getByText('640 × 480 px')).toBeVisible();
    expect(within(field()).getByRole('button', { name: 'Change image' })).toBeEnabled();
    expect(within(field()).getByRole('button', { name: 'Remove image' })).toBeEnabled();
  });

  it.each([
    [413, '', 'The image is larger than 10 MB. No image was added.'],
    [413, OLD, 'The image is larger than 10 MB. Your previous image is kept.'],
    [415, '', 'Only JPEG, PNG and GIF images can be uploaded. No image was added.'],
    [415, OLD, 'Only JPEG, PNG and GIF images can be uploaded. Your previous image is kept.'],
    [500, '', 'The image could not be uploaded. No image was added.'],
    [500, OLD, 'The image could not be uploaded. Your previous image is kept.'],
  ])('answered %i with the source "%s", says why in the field and keeps the source', async (status, src, text) => {
    api.mockRejectedValue(new ApiError('refused', status, 'Refused', 'req-1'));
    const store = renderImageSettings({ src });
    if (src) fireEvent.click(within(field()).getByRole('button', { name: 'Change image' }));
    choose(png());
    expect(await within(field()).findByRole('alert')).toHaveTextContent(text);
    expect(dataOf(store).src).toBe(src);
    expect(store.getState().history.past).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local-preview');
  });

  it('refuses a file of another type or over the limit before any upload, in the words of the server\'s refusals', () => {
    renderImageSettings({ src: '' });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(field()).getByRole('alert')).toHaveTextContent('Only JPEG, PNG and GIF images can be uploaded. No image was added.');
    const huge = png();
    Object.defineProperty(huge, 'size', { value: IMAGE_UPLOAD_LIMIT + 1 });
    choose(huge);
    expect(within(field()).getByRole('alert')).toHaveTextContent('The image is larger than 10 MB. No image was added.');
    expect(api).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('shows a refusal right by the control it is about, named by it and scrolled into the narrow column\'s view', () => {
    renderImageSettings({ src: '' });
    const alert = within(field()).getByRole('alert', { hidden: true });
    expect(alert).not.toBeVisible();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    const huge = png();
    Object.defineProperty(huge, 'size', { value: IMAGE_UPLOAD_LIMIT + 1 });
    choose(huge);
    expect(alert).toBeVisible();
    expect(alert.previousElementSibling).toHaveTextContent('Choose image');
    expect(within(field()).getByLabelText('Choose image')).toHaveAccessibleDescription('The image is larger than 10 MB. No image was added.');
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([alert]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('names the refusal from “Change image” too when an earlier image stays', async () => {
    api.mockRejectedValue(new ApiError('refused', 413, 'Refused', 'req-1'));
    renderImageSettings({ src: OLD });
    fireEvent.click(within(field()).getByRole('button', { name: 'Change image' }));
    choose(png());
    await within(field()).findByText('The image is larger than 10 MB. Your previous image is kept.');
    expect(within(field()).getByRole('button', { name: 'Change image' })).toHaveAccessibleDescription('The image is larger than 10 MB. Your previous image is kept.');
  });

  it('uploads a file dropped onto the zone, which is highlighted while a file is over it', async () => {
    api.mockResolvedValue(uploaded);
    const store = renderImageSettings({ src: '' });
    const zone = within(field()).getByText('or drop an image here').parentElement!;
    const file = png();
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone).toHaveAttribute('data-over');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(zone).not.toHaveAttribute('data-over');
    await waitFor(() => expect(dataOf(store).src).toBe('/media/new/photo.png'));
    expect(api).toHaveBeenCalledWith(mediaRoutes.uploadImage, { params: { filename: 'photo.png' }, body: file }, { silent: true });
  });

  it('opens the file picker again to change the image', () => {
    renderImageSettings({ src: OLD, width: 10, height: 20 });
    const click = jest.spyOn(fileInput(), 'click').mockImplementation(() => undefined);
    fireEvent.click(within(field()).getByRole('button', { name: 'Change image' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(within(field()).getByText('10 × 20 px')).toBeVisible();
  });

  it('removes the image in one undoable step', () => {
    const store = renderImageSettings({ src: OLD, width: 10, height: 20 });
    fireEvent.click(within(field()).getByRole('button', { name: 'Remove image' }));
    expect(dataOf(store)).toMatchObject({ src: '', width: undefined, height: undefined, alt: 'A shelf' });
    expect(within(field()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(field()).getByLabelText('Choose image')).toBeInTheDocument();

    act(() => store.getState().undo());
    expect(dataOf(store)).toEqual({ src: OLD, width: 10, height: 20, alt: 'A shelf' });
    expect(within(field()).getByRole('img', { name: 'A shelf' })).toHaveAttribute('srcset', expect.stringContaining(`url=${encodeURIComponent(OLD)}&w=680&`));
  });
});
