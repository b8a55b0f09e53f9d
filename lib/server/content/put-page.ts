import { and, eq } from 'drizzle-orm';
import type { PagePayload, PutPageInput } from '@/lib/contract/content';
import { getDb, type Executor } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import { isLegalPageSlug } from '@/lib/schemas/legal';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { claimVersion, settingsResource } from '@/lib/server/versions/resource-versions';
import { saveAndPublish, saveDraft, validateLiveEdit, type Author } from './documents/write-document';
import { findMainItemBySlug, claimNavigation, setPageNavigation } from './navigation-place';
import { loadPagePayload } from './page-payload';
import { recordPageSlugChange } from './page-slug-redirects';
import { findPageRow } from './page-rows';
import { conflictOnDuplicate } from './unique-violation';

type Target = { id: string; type: 'blank' | 'legal'; legalSlug: string | null };
const targetColumns = { id: pages.id, type: pages.type, legalSlug: pages.legalSlug };

/** The page a PUT writes to: the one named by `id`, else the one holding the slug, else none (create). */
async function resolveTarget(db: Executor, shop: Shop, locale: string, slug: string, input: PutPageInput): Promise<Target | null> {
  const holder = await findPageRow(db, shop.id, locale, slug);
  let target: Target | null = holder;
  if (input.id) {
    const [byId] = await db.select(targetColumns).from(pages)
      .where(and(eq(pages.shopId, shop.id), eq(pages.id, input.id)));
    if (!byId) throw new NotFoundError('Page not found');
    if (holder && holder.id !== byId.id) throw new ConflictError(`The slug '${slug}' is already taken`, 'SlugTaken');
    target = byId;
  }
  if (input.type === 'legal' && !target) {
    const [legal] = isLegalPageSlug(slug)
      ? await db.select(targetColumns).from(pages).where(and(eq(pages.shopId, shop.id), eq(pages.legalSlug, slug)))
      : [];
    if (!legal) throw new BusinessRuleError('Legal pages are the fixed six of the shop and cannot be created', 'UnknownLegalPage');
    target = legal;
  }
  if (target && target.type !== input.type) {
    throw new ConflictError(`The slug '${slug}' belongs to a page of type ${target.type}`, 'SlugTaken');
  }
  if (target?.legalSlug && target.legalSlug !== slug) throw new BusinessRuleError('The slug of a legal page is fixed', 'LegalSlugIsFixed');
  return target;
}

/** The parent entry a blank page goes under in the main navigation: null for the top level. */
async function resolveParent(db: Executor, shop: Shop, locale: string, input: PutPageInput, pageId: string | undefined): Promise<string | null> {
  // Spec section 5: the parent slug is left out when the page goes into the footer.
  if (input.navigation !== 'main' || !input.pageParentSlug) return null;
  const parent = await findMainItemBySlug(db, shop.id, locale, input.pageParentSlug);
  if (!parent) throw new BusinessRuleError(`No entry '${input.pageParentSlug}' in the main navigation`, 'UnknownParentPage');
  if (pageId && parent.pageId === pageId) throw new BusinessRuleError('A page cannot be its own parent', 'InvalidParentPage');
  return parent.id;
}

/**
 * Creates or replaces the page with this slug in the request locale (spec section 7, PUT /pages/{slug}):
 * its text, visibility and navigation place. Category pages are categories: PATCH /categories/{id}.
 */
export async function putPage(shop: Shop, locale: string, slug: string, input: PutPageInput, author: Author = null): Promise<{ page: PagePayload; created: boolean }> {
  if (input.type === 'category') {
    throw new BusinessRuleError('Category pages are changed with PATCH /categories/{id}', 'CategoryPage');
  }
  if (input.type === 'legal' && input.navigation !== null) {
    throw new BusinessRuleError('Legal pages live in the legal navigation only', 'LegalPageNavigation');
  }
  const db = await getDb();
  const target = await resolveTarget(db, shop, locale, slug, input);
  // Before the page is created or changed: a refused block leaves no page behind.
  await validateLiveEdit(shop, target && { kind: 'page', id: target.id }, input.content);
  const parentId = await resolveParent(db, shop, locale, input, target?.id);
  const text = {
    slug, title: input.title, titleTag: input.titleTag ?? null, metaDescription: input.metaDescription ?? null,
  };
  const pageId = await conflictOnDuplicate(() => db.transaction(async (tx) => {
    await claimNavigation(tx, shop.id);
    const id = target
      ? (await tx.update(pages).set({ isVisible: input.isVisible, updatedAt: new Date() }).where(eq(pages.id, target.id)).returning({ id: pages.id }))[0]!.id
      : (await tx.insert(pages).values({ shopId: shop.id, type: 'blank', isVisible: input.isVisible, ...(input.draft ? { publishedAt: null } : {}) })
        .returning({ id: pages.id }))[0]!.id;
    // Its settings replaced: an editor's copy of them is stale from now on.
    if (target) await claimVersion(tx, shop.id, settingsResource('page', id));
    const [before] = target
      ? await tx.select({ slug: pageTranslations.slug }).from(pageTranslations).where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.locale, locale)))
      : [];
    await recordPageSlugChange(tx, shop, { pageId: id, locale, from: before?.slug ?? null, to: slug });
    await tx.insert(pageTranslations).values({ pageId: id, shopId: shop.id, locale, ...text })
      .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.locale], set: text });
    if (input.type === 'blank') await setPageNavigation(tx, shop.id, id, input.navigation, parentId);
    return id;
  }), `The slug '${slug}' is already taken`);
  revalidateTags(CHANGES.pageSettings(shop.slug));
  // A page the editor makes is a draft until its first Publish: its content waits in the draft with it.
  if (input.draft && !target) await saveDraft(shop, { kind: 'page', id: pageId }, locale, { content: input.content }, author);
  else await saveAndPublish(shop, { kind: 'page', id: pageId }, locale, input.content, author);
  return { page: await loadPagePayload(shop, locale, pageId), created: !target };
}
