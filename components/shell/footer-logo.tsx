import Image from 'next/image';
import { logoImage } from './logo-catalogue';

/**
 * A payment or carrier logo in the footer (spec section 9): its image, named by its brand for assistive
 * technology; an unbranded kind (invoice, ...) is a glyph with its name in the reader's language beside it,
 * and an id without an image its name alone. Width and height keep its place before it loads.
 */
export function FooterLogo({ id, label }: { id: string; label: string }) {
  const image = logoImage(id);
  if (!image) return label;
  // SVGs are served as they are: the optimizer never resizes them.
  if (image.named) return <Image src={image.src} alt={label} width={image.width} height={image.height} unoptimized />;
  return (
    <>
      <Image src={image.src} alt="" width={image.width} height={image.height} unoptimized />
      {label}
    </>
  );
}
