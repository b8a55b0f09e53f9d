import { z } from 'zod';
import { deviceValuesSchema } from '@/lib/schemas/device-values';
import { imageSourceSchema, linkSchema } from '@/lib/schemas/link';
import { headlineSizeSchema } from '../device-choices';
import { colourIndexSchema } from './colours';

/** What a stored colour index means, for the rules that read blocks outside the UI (lib/content/checks). */
export { THEME_COLOURS, type ThemeColour } from './colours';

/** Sums of fractions such as 0.7 + 0.3 may land a rounding error above 1; that much is still inside. */
const ROUNDING = 1e-9;
const fraction = z.number().min(0).max(1);

/**
 * The part of the source image a block shows, in fractions of its width and height: stored rather
 * than applied to the file (the server has no image library), and cut out by CSS when rendered.
 */
export const cropSchema = z.object({
  x: fraction,
  y: fraction,
  width: fraction.positive(),
  height: fraction.positive(),
})
  .refine((crop) => crop.x + crop.width <= 1 + ROUNDING, { error: 'The crop must end inside the image: x + width is at most 1', path: ['width'] })
  .refine((crop) => crop.y + crop.height <= 1 + ROUNDING, { error: 'The crop must end inside the image: y + height is at most 1', path: ['height'] });
export type Crop = z.infer<typeof cropSchema>;

/**
 * How high the image shows: at its shape (`auto`, the picture's or its crop's) or at a fixed height it
 * fills, cut to the sides around the crop's middle (view.module.css). Either way the box is known
 * before the picture loads.
 */
export const IMAGE_HEIGHTS = ['auto', 's', 'm', 'l'] as const;
export const imageHeightSchema = z.enum(IMAGE_HEIGHTS);

/** Data of an image block (spec section 3). */
export const imageBlockSchema = z.object({
  src: imageSourceSchema().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The crop on desktops, and on every device without one of its own. */
  crop: cropSchema.optional(),
  /** The height on desktops (absent: `auto`), and on every device without one of its own. */
  displayHeight: imageHeightSchema.optional(),
  /** The size of the overlay's headline on desktops (absent: the overlay's own), on the theme's type scale. */
  headlineSize: headlineSizeSchema.optional(),
  /**
   * Tablets' and phones' own crops, heights and overlay headline sizes (lib/schemas/device-values.ts): a
   * phone may show a taller part of a wide picture, or a lower band of it, with a smaller headline.
   */
  devices: deviceValuesSchema({ crop: cropSchema, displayHeight: imageHeightSchema, headlineSize: headlineSizeSchema }).optional(),
  alt: z.string().max(500).default(''),
  link: linkSchema().optional(),
  opentab: z.boolean().default(false),
  headline: z.string().max(500).optional(),
  text: z.string().max(2000).optional(),
  buttontext: z.string().max(200).optional(),
  buttonenabled: z.boolean().default(false),
  overlayOpacity: z.number().min(0).max(1).optional(),
  /** The overlay's colours, as indexes of the theme's colours (colours.ts); none keeps the overlay's own. */
  headlineColour: colourIndexSchema.optional(),
  textColour: colourIndexSchema.optional(),
  buttonColour: colourIndexSchema.optional(),
});
