import { and, eq, ne } from 'drizzle-orm';
import type { CategoryContentPayload, UpdateCategoryInput } from '@/lib/contract/content';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { isUuid } from '@/lib/schemas/ids';
import { emptyPageContent } from '@/lib/schemas/page-content';
import { CHANGES } from '@/lib/server/cache-tags';
import { findCategory } from '@/lib/server/catalog/categories';
import { recordCategorySlugChange } from '@/lib/server/catalog/category-slug-redirects';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { readPageContent } from './documents/locale-content';
import { saveAndPublish, validateLiveEdit, type Author } from './documents/write-document';
import { claimVersion, settingsResource, type VersionOptions } from '@/lib/server/versions/resource-versions';
import { claimNavigation } from './navigation-place';
import { conflictOnDuplicate } from './unique-violation';

/**
 * Changes a category's content or settings in the locale (spec section 4: category pages are saved by
 * categoryId); visibility applies to the category. A locale without a text yet starts from the
 * default locale's text. A changed slug keeps the old one as a redirect to the category
 * (category-slug-redirects.ts). A change of the settings counts the category's settings version up
 * (`versions.expectedVersion` refuses a stale one with 409); the texts are read again once it is
 * claimed, so two writers of different fields never put back each other's old values.
 */
export async function updateCategoryContent(
  shop: Shop, locale: string, id: string, changes: UpdateCategoryInput, author: Author = null, versions: VersionOptions = {},
): Promise<CategoryContentPayload> {
  // null clears the category's blocks.
  const content = changes.content === undefined ? undefined : changes.content ?? emptyPageContent();
  const db = await getDb();
  const [category] = isUuid(id)
    ? await db.select({ id: categories.id }).from(categories).where(and(eq(categories.shopId, shop.id), eq(categories.id, id)))
    : [];
  if (!category) throw new NotFoundError('Category not found');
  // Before anything is written, so that a refused block changes nothing at all.
  if (content) await validateLiveEdit(shop, { kind: 'category', id }, content);
  const inLocale = await findCategory(shop, locale, id);
  const current = inLocale ?? await findCategory(shop, shop.defaultLocale, id);
  if (!current) throw new NotFoundError('Category not found');
  const slug = changes.slug ?? current.slug;
  const [taken] = await db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations)
    .where(and(eq(categoryTranslations.shopId, shop.id), eq(categoryTranslations.locale, locale),
      eq(categoryTranslations.slug, slug), ne(categoryTranslations.categoryId, id)))
    .limit(1);
  if (taken) throw new ConflictError(`The slug '${slug}' is already taken`, 'SlugTaken');

  const settingsChanged = ['title', 'slug', 'titleTag', 'metaDescription', 'isVisible'].some((field) => field in changes);
  const version = await conflictOnDuplicate(() => db.transaction(async (tx) => {
    // The navigation before the category's settings, as every write that claims both does.
    if (changes.isVisible !== undefined) await claimNavigation(tx, shop.id);
    const claimed = settingsChanged ? await claimVersion(tx, shop.id, settingsResource('category', id), versions.expectedVersion) : null;
    const [fresh] = await tx.select({ title: categoryTranslations.title, titleTag: categoryTranslations.titleTag, metaDescription: categoryTranslations.metaDescription })
      .from(categoryTranslations).where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.locale, locale)));
    const base = fresh ?? current;
    const text = {
      title: changes.title ?? base.title,
      slug,
      titleTag: changes.titleTag !== undefined ? changes.titleTag || null : base.titleTag,
      metaDescription: changes.metaDescription !== undefined ? changes.metaDescription || null : base.metaDescription,
    };
    await tx.update(categories).set({ ...(changes.isVisible !== undefined ? { isVisible: changes.isVisible } : {}), updatedAt: new Date() })
      .where(and(eq(categories.shopId, shop.id), eq(categories.id, id)));
    await tx.insert(categoryTranslations).values({ categoryId: id, shopId: shop.id, locale, ...text })
      .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.locale], set: text });
    // Old links keep working (a locale without a text yet had no address of its own to keep).
    await recordCategorySlugChange(tx, shop, { categoryId: id, locale, from: inLocale?.slug ?? null, to: slug });
    return claimed;
  }), `The slug '${slug}' is already taken`);
  if (version !== null) versions.onVersion?.(version);
  const shapeChanged = slug !== inLocale?.slug || (changes.isVisible !== undefined && changes.isVisible !== current.isVisible);
  revalidateTags(CHANGES.categorySettings(shop.slug, id, shapeChanged));

  const target = { kind: 'category', id } as const;
  if (content) await saveAndPublish(shop, target, locale, content, author);
  const saved = (await findCategory(shop, locale, id))!;
  return {
    categoryId: saved.categoryId, slug: saved.slug, title: saved.title, titleTag: saved.titleTag,
    metaDescription: saved.metaDescription, url: routes.category(saved.slug), isVisible: saved.isVisible,
    content: await readPageContent(shop, target, locale),
  };
}
