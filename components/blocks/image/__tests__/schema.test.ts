import { validateContent } from '@/lib/server/content/documents/validate-content';
import { ValidationError } from '@/lib/server/errors';
import { imageBlockSchema } from '../schema';

const PHOTO = { src: '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/summer.png', width: 1600, height: 1200 };
const save = (data: Record<string, unknown>) => validateContent({ version: 1, blocks: [{ _id: 'img', type: 'image', data }] });
const fieldsOf = (data: Record<string, unknown>) => {
  try {
    save(data);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return [];
};

describe('the image block crop', () => {
  it('keeps image data saved before crops existed valid, with no crop', () => {
    const [block] = save(PHOTO);
    expect(block!.data).toEqual({ ...PHOTO, alt: '', opentab: false, buttonenabled: false });
  });

  it('stores a crop in fractions of the image, up to its edges (rounding included)', () => {
    // What a client may compute for 0.89 in floating point: with 0.11 it ends a hair beyond 1.
    const crop = { x: 0.8900000000000001, y: 0.25, width: 0.11, height: 0.75 };
    expect(crop.x + crop.width).toBeGreaterThan(1);
    const [block] = save({ ...PHOTO, crop });
    expect(block!.data['crop']).toEqual(crop);
  });

  it.each([
    ['a crop wider than what is right of its start', { x: 0.5, y: 0, width: 0.6, height: 1 }, 'width', 'x + width is at most 1'],
    ['a crop taller than what is below its start', { x: 0, y: 0.8, width: 1, height: 0.3 }, 'height', 'y + height is at most 1'],
  ])('refuses %s, naming the field', (_, crop, field, message) => {
    expect(fieldsOf({ ...PHOTO, crop })).toEqual([{ path: `blocks[img].data.crop.${field}`, message: expect.stringContaining(message) }]);
  });

  it.each([
    ['an empty crop', { x: 0, y: 0, width: 0, height: 0.5 }],
    ['a negative start', { x: -0.1, y: 0, width: 0.5, height: 0.5 }],
    ['pixels instead of fractions', { x: 0, y: 0, width: 800, height: 600 }],
    ['a missing side', { x: 0, y: 0, width: 0.5 }],
  ])('refuses %s', (_, crop) => {
    expect(imageBlockSchema.safeParse({ ...PHOTO, crop }).success).toBe(false);
  });
});

describe('the image block overlay colours', () => {
  it('stores indexes of the theme\'s colours and refuses others, naming the field', () => {
    expect(save({ ...PHOTO, headlineColour: 0, textColour: 4 })[0]!.data).toMatchObject({ headlineColour: 0, textColour: 4 });
    expect(fieldsOf({ ...PHOTO, buttonColour: 5 }).map((field) => field.path)).toEqual(['blocks[img].data.buttonColour']);
    expect(fieldsOf({ ...PHOTO, textColour: 1.5 })).toHaveLength(1);
  });
});
