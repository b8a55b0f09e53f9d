/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import messages from '@/messages/en.json';
import type { Crop } from '@/components/blocks/image/schema';
import { CROP_TEXT_KEYS, type CropTextKey } from '../crop-labels';
import { ImageCrop } from '../image-crop';

const labels = Object.fromEntries(CROP_TEXT_KEYS.map((key) => [key, messages.EditorCrop[key]])) as Record<CropTextKey, string>;
const onChange = jest.fn();

/** The crop of a 1600 x 1200 photo, kept as the block would keep it; `onChange` records what is stored. */
function StoredCrop({ initial, recommendedWidth }: { initial?: Crop; recommendedWidth?: number }) {
  const [crop, setCrop] = useState(initial);
  const store = (next: Crop | undefined) => {
    onChange(next);
    setCrop(next);
  };
  return <ImageCrop src="/media/photo.png" width={1600} height={1200} crop={crop} recommendedWidth={recommendedWidth} onChange={store} labels={labels} />;
}

/** In crop mode unless `closed`. */
function renderCrop({ crop, recommendedWidth, closed = false }: { crop?: Crop; recommendedWidth?: number; closed?: boolean } = {}) {
  render(<StoredCrop initial={crop} recommendedWidth={recommendedWidth} />);
  if (!closed) fireEvent.click(screen.getByRole('button', { name: 'Crop image' }));
}
const area = () => screen.getByRole('application', { name: 'Crop area' });
const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const values = () => ['Left', 'Top', 'Width', 'Height'].map((name) => Number(input(name).value));
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const press = (key: string, shiftKey = false) => fireEvent.keyDown(area(), { key, shiftKey });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const MIDDLE: Crop = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };

beforeAll(() => {
  // jsdom has no pointer events: mouse events with a pointer id stand in for them.
  window.PointerEvent ??= class extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  } as typeof PointerEvent;
});
beforeEach(() => onChange.mockReset());

describe('ImageCrop', () => {
  it('opens on the stored crop, with the focus on the crop area', () => {
    renderCrop({ crop: MIDDLE, closed: true });
    expect(screen.getByText('Cropped to 800 × 600 px')).toBeVisible();
    click('Crop image');
    expect(area()).toHaveFocus();
    expect(area()).toHaveAccessibleDescription(expect.stringContaining('Arrow keys move the crop area'));
    expect(values()).toEqual([400, 300, 800, 600]);
    expect(area()).toHaveStyle({ left: '25%', top: '25%', width: '50%', height: '50%' });
    expect(screen.getByRole('group', { name: /Position and size in pixels of the original image \(1600 × 1200 px\)/ })).toBeVisible();
  });

  it('starts on the whole image when there is no crop', () => {
    renderCrop();
    expect(values()).toEqual([0, 0, 1600, 1200]);
    expect(screen.queryByRole('button', { name: 'Remove crop' })).not.toBeInTheDocument();
  });

  it('moves the crop area with the arrow keys, further with Shift, stopping at the edge', () => {
    renderCrop({ crop: MIDDLE });
    press('ArrowRight');
    expect(values()).toEqual([416, 300, 800, 600]);
    press('ArrowUp', true);
    expect(values()).toEqual([416, 180, 800, 600]);
    for (let i = 0; i < 5; i += 1) press('ArrowLeft', true);
    expect(values()).toEqual([0, 180, 800, 600]);
    expect(area()).toHaveStyle({ left: '0%', top: '15%' });
    expect(screen.getByText('800 × 600 px, 0 px from the left, 180 px from the top')).toBeInTheDocument();
  });

  it('applies the moved crop as fractions of the image', () => {
    renderCrop({ crop: MIDDLE });
    press('ArrowDown', true);
    click('Apply crop');
    expect(onChange).toHaveBeenCalledWith({ x: 0.25, y: 0.35, width: 0.5, height: 0.5 });
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crop image' })).toHaveFocus();
  });

  it('takes typed pixels, within the image', () => {
    renderCrop();
    type('Width', '800');
    type('Height', '450');
    type('Left', '2000');
    type('Top', '100');
    expect(values()).toEqual([800, 100, 800, 450]);
    expect(input('Left')).toHaveAttribute('max', '800');
    click('Apply crop');
    expect(onChange).toHaveBeenCalledWith({ x: 0.5, y: 100 / 1200, width: 0.5, height: 450 / 1200 });
  });

  it('holds the crop to a chosen shape, the typed side leading', () => {
    renderCrop();
    const shape = screen.getByRole('combobox', { name: 'Aspect ratio' });
    expect(within(shape).getAllByRole('option').map((option) => option.textContent)).toEqual(['Free', 'Original', '16:9', '4:3', '1:1', '3:2']);
    fireEvent.change(shape, { target: { value: '16:9' } });
    expect(values()).toEqual([0, 150, 1600, 900]);
    type('Width', '800');
    expect(values()).toEqual([0, 150, 800, 450]);
  });

  it('gives the whole image back as no crop', () => {
    renderCrop({ crop: MIDDLE });
    type('Left', '0');
    type('Top', '0');
    type('Width', '1600');
    type('Height', '1200');
    click('Apply crop');
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('removes a stored crop', () => {
    renderCrop({ crop: MIDDLE });
    click('Remove crop');
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it.each([
    ['Cancel', () => click('Cancel')],
    ['Escape', () => fireEvent.keyDown(input('Width'), { key: 'Escape' })],
  ])('leaves crop mode unchanged with %s', (_, leave) => {
    renderCrop({ crop: MIDDLE });
    press('ArrowRight');
    leave();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Crop image' })).toHaveFocus();
    click('Crop image');
    expect(values()).toEqual([400, 300, 800, 600]);
  });

  it('shows the recommended width and warns of a crop narrower than it', () => {
    renderCrop({ recommendedWidth: 1200 });
    expect(screen.getByText('Recommended width: 1200 px')).toBeVisible();
    const warning = 'The cropped image is 800 px wide, narrower than the recommended 1200 px: it may look blurred.';
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    type('Width', '800');
    expect(screen.getByText(warning)).toHaveAttribute('role', 'status');
    expect(input('Width')).toHaveAccessibleDescription(warning);
    type('Width', '1200');
    expect(screen.queryByText(/narrower than the recommended/)).not.toBeInTheDocument();
    type('Width', '800');
    click('Apply crop');
    // Still said once crop mode is closed, of the stored crop.
    expect(screen.getByText(warning)).toBeVisible();
  });

  it('says nothing of a width when the theme recommends none', () => {
    renderCrop({ crop: { x: 0, y: 0, width: 0.01, height: 0.01 } });
    expect(screen.queryByText(/Recommended width/)).not.toBeInTheDocument();
    expect(screen.queryByText(/narrower than the recommended/)).not.toBeInTheDocument();
  });

  it('moves the rectangle by dragging it and resizes it by a corner', () => {
    renderCrop({ crop: MIDDLE });
    // The preview shows the image at a quarter of its size: a screen pixel is four of the source's.
    const stage = area().parentElement!;
    jest.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ width: 400, height: 300 } as DOMRect);
    fireEvent.pointerDown(area(), { button: 0, pointerId: 1, clientX: 200, clientY: 150 });
    fireEvent.pointerMove(area(), { pointerId: 1, clientX: 210, clientY: 140 });
    fireEvent.pointerUp(area(), { pointerId: 1 });
    expect(values()).toEqual([440, 260, 800, 600]);
    const corner = area().querySelector<HTMLElement>('[data-corner="bottom-right"]')!;
    fireEvent.pointerDown(corner, { button: 0, pointerId: 1, clientX: 310, clientY: 215 });
    fireEvent.pointerMove(area(), { pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(area(), { pointerId: 1 });
    expect(values()).toEqual([440, 260, 760, 540]);
    // Moving the pointer after the drag ended changes nothing.
    fireEvent.pointerMove(area(), { pointerId: 1, clientX: 0, clientY: 0 });
    expect(values()).toEqual([440, 260, 760, 540]);
  });
});
