'use client';

import { useState } from 'react';
import { slugify } from '@/lib/content/slug';

/**
 * A new page's title and slug: the slug follows the title as the owner types (suggested by `slugify`)
 * until the owner edits it by hand; from then on it is the owner's.
 */
export function useTitleAndSlug(initialTitle: string) {
  const [title, setTitle] = useState(initialTitle);
  const [slug, setSlug] = useState(() => slugify(initialTitle));
  const [slugEdited, setSlugEdited] = useState(false);
  return {
    title,
    slug,
    changeTitle(next: string) {
      setTitle(next);
      if (!slugEdited) setSlug(slugify(next));
    },
    changeSlug(next: string) {
      setSlug(next);
      setSlugEdited(true);
    },
  };
}
