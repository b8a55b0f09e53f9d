import { isGenericLogo } from './logo-labels';

/** A logo a shop can show in its footer: its id (named by `logoLabel`) and its image file. */
export interface CatalogueLogo {
  id: string;
  filename: string;
}

const logos = (ids: readonly string[]): CatalogueLogo[] => ids.map((id) => ({ id, filename: `${id}.svg` }));

/**
 * The payment and carrier logo sets an owner chooses from in the editor (spec section 9: the sets exist,
 * their list is not given). The footer names every one of them (`logoLabel`).
 */
export const PAYMENT_LOGOS = logos([
  'paypal', 'amazon-pay', 'visa', 'mastercard', 'amex', 'klarna', 'sofort', 'giropay', 'apple-pay', 'google-pay',
  'invoice', 'prepayment', 'cash-on-delivery',
]);
export const SHIPPING_LOGOS = logos(['dhl', 'ups', 'dpd', 'gls', 'hermes', 'fedex', 'deutsche-post']);

/** A catalogue logo's file (public/logos/) and the size it is drawn at. */
export interface LogoImage {
  src: string;
  width: number;
  height: number;
  /** Whether the name is drawn in it (a brand's); the unbranded kinds are a glyph alone. */
  named: boolean;
}

const CATALOGUE = new Map([...PAYMENT_LOGOS, ...SHIPPING_LOGOS].map((logo) => [logo.id, logo.filename]));

/**
 * The image of a logo id, or null for an id outside the catalogue (a stored setting the catalogue no longer
 * has), which is shown by its name. The file is the catalogue's, never the stored filename.
 */
export function logoImage(id: string): LogoImage | null {
  const filename = CATALOGUE.get(id);
  if (!filename) return null;
  const named = !isGenericLogo(id);
  return { src: `/logos/${filename}`, width: named ? 96 : 32, height: 32, named };
}
