/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { mediaRoutes } from '@/lib/api/routes/media';
import type { ImageUploadResult } from '@/lib/contract/media';
import messages from '@/messages/en.json';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const slide = (name: string, alt = '') => ({ src: `/media/s/${name}.png`, width: 800, height: 400, alt });
const uploaded: ImageUploadResult = {
  relativeDownloadUrl: '/media/new/photo.png', width: 640, height: 480,
  metadata: { contentType: 'image/png', byteSize: 4, originalFilename: 'photo.png' },
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
const images = () => screen.getByRole('group', { name: 'Images' });
const image = (number: number) => within(images()).getByRole('group', { name: `Image ${number}` });
const srcs = (data: Record<string, unknown>) => (data.images as { src: string }[]).map((item) => item.src);

beforeAll(() => {
  // jsdom lays nothing out: an upload's refusal is scrolled into view in a browser only.
  Element.prototype.scrollIntoView = jest.fn();
  URL.createObjectURL = jest.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => api.mockReset());

describe('the content slider’s settings', () => {
  it('shows its toggles and the time per slide by their labels', () => {
    renderSettings('content-slider', { images: [], autoPlay: false, showNav: true, showThumbnails: true, slideInterval: 4000, showBullets: false });
    expect(screen.getByRole('checkbox', { name: 'Play automatically' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show arrows' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show thumbnails' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show bullets' })).not.toBeChecked();
    expect(screen.getByLabelText('Time per slide (ms)')).toHaveValue(4000);
  });

  it('takes a time per slide within the schema’s bounds and refuses one outside', () => {
    const store = renderSettings('content-slider', { images: [], slideInterval: 4000 });
    const interval = screen.getByLabelText('Time per slide (ms)');
    fireEvent.change(interval, { target: { value: '500' } });
    expect(interval).toHaveAccessibleDescription('Enter a whole number from 1000 to 60000.');
    expect(dataOf(store).slideInterval).toBe(4000);
    fireEvent.change(interval, { target: { value: '' } });
    expect(interval).toHaveAttribute('aria-invalid', 'true');
    expect(dataOf(store).slideInterval).toBe(4000);
    fireEvent.change(interval, { target: { value: '6000' } });
    expect(interval).not.toHaveAttribute('aria-invalid');
    expect(dataOf(store).slideInterval).toBe(6000);
  });

  it('flips a toggle in one undo step', () => {
    const store = renderSettings('content-slider', { images: [], autoPlay: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Play automatically' }));
    expect(dataOf(store).autoPlay).toBe(false);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('lists its images with their alternative texts, editable and checked against the limit', () => {
    const store = renderSettings('content-slider', { images: [slide('a', 'First'), slide('b', 'Second')] });
    expect(within(image(1)).getByRole('img', { name: 'First' })).toHaveAttribute('src', '/media/s/a.png');
    const alt = within(image(2)).getByLabelText('Alternative text');
    expect(alt).toHaveValue('Second');
    fireEvent.change(alt, { target: { value: 'Second, sunny' } });
    expect((dataOf(store).images as { alt: string }[]).map((item) => item.alt)).toEqual(['First', 'Second, sunny']);
    fireEvent.change(alt, { target: { value: 'x'.repeat(501) } });
    expect(alt).toHaveAccessibleDescription('Use at most 500 characters.');
    expect((dataOf(store).images as { alt: string }[])[1]!.alt).toBe('Second, sunny');
  });

  it('takes a YouTube or Vimeo link for an image to play, refuses a link without a video and drops a cleared one', () => {
    const store = renderSettings('content-slider', { images: [slide('a', 'First'), slide('b', 'Second')] });
    const videos = () => (dataOf(store).images as { video?: string }[]).map((item) => item.video);
    const link = within(image(2)).getByLabelText('Video instead of the image (YouTube or Vimeo link)');
    fireEvent.change(link, { target: { value: 'https://youtu.be/aqz-KE-bpKQ' } });
    expect(videos()).toEqual([undefined, 'https://youtu.be/aqz-KE-bpKQ']);
    fireEvent.change(link, { target: { value: 'https://example.com/clip' } });
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(messages.EditorValidation.noVideo);
    expect(videos()).toEqual([undefined, 'https://youtu.be/aqz-KE-bpKQ']);
    fireEvent.change(link, { target: { value: '' } });
    expect(videos()).toEqual([undefined, undefined]);
  });

  it('moves an image up or down and removes one, each an undo step', () => {
    const store = renderSettings('content-slider', { images: [slide('a'), slide('b'), slide('c')] });
    fireEvent.click(within(image(1)).getByRole('button', { name: 'Move down: Image 1' }));
    expect(srcs(dataOf(store))).toEqual(['/media/s/b.png', '/media/s/a.png', '/media/s/c.png']);
    fireEvent.click(within(image(3)).getByRole('button', { name: 'Move up: Image 3' }));
    expect(srcs(dataOf(store))).toEqual(['/media/s/b.png', '/media/s/c.png', '/media/s/a.png']);
    fireEvent.click(within(image(1)).getByRole('button', { name: 'Move up: Image 1' }));
    expect(srcs(dataOf(store))).toEqual(['/media/s/b.png', '/media/s/c.png', '/media/s/a.png']);
    fireEvent.click(within(image(2)).getByRole('button', { name: 'Remove image: Image 2' }));
    expect(srcs(dataOf(store))).toEqual(['/media/s/b.png', '/media/s/a.png']);
    expect(within(images()).queryByRole('group', { name: 'Image 3' })).not.toBeInTheDocument();
    act(() => store.getState().undo());
    expect(srcs(dataOf(store))).toEqual(['/media/s/b.png', '/media/s/c.png', '/media/s/a.png']);
  });

  it('adds an uploaded image at the end, with its size and no alternative text yet', async () => {
    api.mockResolvedValue(uploaded);
    const store = renderSettings('content-slider', { images: [slide('a')] });
    const file = png();
    await act(async () => {
      fireEvent.change(within(images()).getByLabelText('Add image'), { target: { files: [file] } });
    });
    expect(api).toHaveBeenCalledWith(mediaRoutes.uploadImage, { params: { filename: 'photo.png' }, body: file }, { silent: true });
    expect(dataOf(store).images).toEqual([slide('a'), { src: '/media/new/photo.png', width: 640, height: 480, alt: '' }]);
    expect(within(image(2)).getByLabelText('Alternative text')).toHaveValue('');
  });

  it('says why an upload failed, in the image field’s words, and adds nothing', async () => {
    api.mockRejectedValue(new ApiError('refused', 415, 'Refused', 'req-1'));
    const store = renderSettings('content-slider', { images: [] });
    await act(async () => {
      fireEvent.change(within(images()).getByLabelText('Add image'), { target: { files: [png()] } });
    });
    expect(within(images()).getByRole('alert')).toHaveTextContent('Only JPEG, PNG and GIF images can be uploaded. No image was added.');
    expect(dataOf(store).images).toEqual([]);
  });

  it('offers no more images once the slider holds 50', () => {
    renderSettings('content-slider', { images: Array.from({ length: 50 }, (_, i) => slide(`s${i}`)) });
    expect(within(images()).getByLabelText('Add image')).toBeDisabled();
    expect(within(images()).getByText('A slider holds at most 50 images.')).toBeVisible();
  });
});
