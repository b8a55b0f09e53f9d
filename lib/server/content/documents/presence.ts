import { aliasedTable, and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { PRESENCE_TTL_MS } from '@/lib/contract/limits';
import { documentDraftCopies, documentPresence, shopOwners } from '@/lib/db/schema';
import type { Block } from '@/lib/schemas/page-content';
import { ConflictError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { assertTargetExists, findDocumentRow } from './document-rows';
import type { DocumentTarget } from './target';

/**
 * Who edits which page (issue 30, presence and takeover). Each editor (a browser tab: `editorId`, chosen
 * by it) beats every PRESENCE_BEAT_MS (lib/contract/limits.ts) while it has a document open; a row not seen for PRESENCE_TTL_MS
 * (a closed tab, a lost network, a crashed instance) no longer counts and is deleted by the next beat.
 * Rows live in the database, so every instance sees every editor, on PGlite and PostgreSQL alike.
 *
 * "Take over" marks the other editors' rows; their next beat, and their next draft save
 * (`assertNotTakenOver`, in the save's transaction), are refused with 409 TakenOver naming who, and
 * the editor keeps its unsaved blocks as a draft copy (`keepDraftCopy`). The takeover locks the document
 * row as a save does, so a save either lands before it (and the taker reloads it) or is refused.
 */
/** Draft copies kept per page: the oldest go beyond it. */
export const DRAFT_COPIES_KEPT = 20;

/** An editor of a document: the tab and the owner signed in there. */
export interface PresenceEditor {
  editorId: string;
  ownerId: string;
}

/** Another editor of the document, as the top bar shows it. */
export interface PresentEditor {
  editorId: string;
  ownerId: string;
  email: string;
  since: Date;
}

const ofTarget = (shop: Shop, target: DocumentTarget) => and(
  eq(documentPresence.shopId, shop.id), eq(documentPresence.targetKind, target.kind), eq(documentPresence.targetId, target.id),
);
const alive = (now: Date) => gte(documentPresence.seenAt, new Date(now.getTime() - PRESENCE_TTL_MS));

/** The refusal an editor that was taken over gets: who took over and when, for the editor to say. */
function takenOver(email: string | null, at: Date | null): ConflictError {
  const error = new ConflictError('Another owner took this page over; your unsaved changes were not saved', 'TakenOver');
  error.details = { takenOverBy: email, takenOverAt: at?.toISOString() ?? null };
  return error;
}

async function ownRow(tx: Executor, shop: Shop, target: DocumentTarget, editorId: string) {
  const taker = aliasedTable(shopOwners, 'taker');
  const [row] = await tx.select({ row: documentPresence, takerEmail: taker.email }).from(documentPresence)
    .leftJoin(taker, eq(taker.id, documentPresence.takenOverBy))
    .where(and(ofTarget(shop, target), eq(documentPresence.editorId, editorId)))
    .for('update', { of: documentPresence });
  return row ?? null;
}

/** The editors of a document seen lately and not taken over, but `editorId`, first come first. */
async function othersOf(tx: Executor, shop: Shop, target: DocumentTarget, editorId: string, now: Date): Promise<PresentEditor[]> {
  const rows = await tx.select({ editorId: documentPresence.editorId, ownerId: documentPresence.ownerId, email: shopOwners.email, since: documentPresence.startedAt })
    .from(documentPresence).innerJoin(shopOwners, eq(shopOwners.id, documentPresence.ownerId))
    .where(and(ofTarget(shop, target), ne(documentPresence.editorId, editorId), alive(now), isNull(documentPresence.takenOverBy)))
    .orderBy(documentPresence.startedAt);
  return rows;
}

/** Puts the editor's row in place as a fresh, active one: its start kept while it beats on. */
async function markPresent(tx: Executor, shop: Shop, target: DocumentTarget, editor: PresenceEditor, now: Date, fresh: boolean): Promise<void> {
  await tx.insert(documentPresence)
    .values({ shopId: shop.id, targetKind: target.kind, targetId: target.id, editorId: editor.editorId, ownerId: editor.ownerId, startedAt: now, seenAt: now })
    .onConflictDoUpdate({
      target: [documentPresence.shopId, documentPresence.targetKind, documentPresence.targetId, documentPresence.editorId],
      set: {
        seenAt: now, ownerId: editor.ownerId, takenOverBy: null, takenOverAt: null,
        ...(fresh ? { startedAt: now } : {}),
      },
    });
}

/**
 * One heartbeat of an editor: it is present (since its first beat, or since it came back after
 * expiring), and learns who else edits the page. An editor taken over is refused (409 TakenOver),
 * however often it beats, until it takes the page over itself.
 */
export async function beat(shop: Shop, target: DocumentTarget, editor: PresenceEditor, now = new Date()): Promise<PresentEditor[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertTargetExists(tx, shop, target);
    const own = await ownRow(tx, shop, target, editor.editorId);
    if (own?.row.takenOverAt) throw takenOver(own.takerEmail, own.row.takenOverAt);
    // Rows nobody beat for long are gone for good (a tab closed without saying so).
    await tx.delete(documentPresence).where(and(ofTarget(shop, target), lt(documentPresence.seenAt, new Date(now.getTime() - PRESENCE_TTL_MS))));
    await markPresent(tx, shop, target, editor, now, !own || own.row.seenAt.getTime() < now.getTime() - PRESENCE_TTL_MS);
    return othersOf(tx, shop, target, editor.editorId, now);
  });
}

/** The editor closed the page (its tab's last word): it no longer counts. Only the owner's own row goes. */
export async function leave(shop: Shop, target: DocumentTarget, editor: PresenceEditor): Promise<void> {
  const db = await getDb();
  await db.delete(documentPresence)
    .where(and(ofTarget(shop, target), eq(documentPresence.editorId, editor.editorId), eq(documentPresence.ownerId, editor.ownerId)));
}

/**
 * "Take over": every other editor present now is marked taken over by this owner, and this editor is
 * the one present. Answers the document's version, so that the taker loads what the others saved.
 */
export async function takeOver(shop: Shop, target: DocumentTarget, editor: PresenceEditor, now = new Date()): Promise<{ version: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertTargetExists(tx, shop, target);
    // The document's lock orders the takeover with the saves (assertNotTakenOver runs under it).
    const row = await findDocumentRow(tx, shop, target, true);
    await tx.update(documentPresence).set({ takenOverBy: editor.ownerId, takenOverAt: now })
      .where(and(ofTarget(shop, target), ne(documentPresence.editorId, editor.editorId), alive(now), isNull(documentPresence.takenOverAt)));
    await markPresent(tx, shop, target, editor, now, true);
    return { version: row?.version ?? 1 };
  });
}

/**
 * Refuses a draft save of an editor that was taken over (409 TakenOver). Runs in the save's
 * transaction, under the document's lock. Saves that name no editor (API clients) are not checked.
 */
export async function assertNotTakenOver(tx: Executor, shop: Shop, target: DocumentTarget, editorId: string | undefined): Promise<void> {
  if (!editorId) return;
  const own = await ownRow(tx, shop, target, editorId);
  if (own?.row.takenOverAt) throw takenOver(own.takerEmail, own.row.takenOverAt);
}

/** A draft copy as the Revisions module lists it. */
export interface DraftCopy {
  id: string;
  createdAt: Date;
  locale: string;
  blocks: Block[];
  ownerEmail: string | null;
  takenOverByEmail: string | null;
}

/**
 * Keeps an editor's unsaved blocks (in its locale) as a draft copy of the page, with who took the page
 * over from it; the oldest copies beyond DRAFT_COPIES_KEPT go.
 */
export async function keepDraftCopy(shop: Shop, target: DocumentTarget, locale: string, editor: PresenceEditor, blocks: Block[]): Promise<{ id: string; createdAt: Date }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertTargetExists(tx, shop, target);
    const own = await ownRow(tx, shop, target, editor.editorId);
    const [copy] = await tx.insert(documentDraftCopies)
      .values({ shopId: shop.id, targetKind: target.kind, targetId: target.id, locale, blocks, ownerId: editor.ownerId, takenOverBy: own?.row.takenOverBy ?? null })
      .returning({ id: documentDraftCopies.id, createdAt: documentDraftCopies.createdAt });
    const ofCopies = and(eq(documentDraftCopies.shopId, shop.id), eq(documentDraftCopies.targetKind, target.kind), eq(documentDraftCopies.targetId, target.id));
    await tx.delete(documentDraftCopies).where(and(ofCopies, sql`${documentDraftCopies.id} not in (
      select ${documentDraftCopies.id} from ${documentDraftCopies} where ${ofCopies} order by ${documentDraftCopies.createdAt} desc limit ${DRAFT_COPIES_KEPT})`));
    return copy!;
  });
}

/** The page's draft copies in a locale, newest first. */
export async function listDraftCopies(shop: Shop, target: DocumentTarget, locale: string): Promise<DraftCopy[]> {
  const db = await getDb();
  await assertTargetExists(db, shop, target);
  const owner = aliasedTable(shopOwners, 'owner');
  const taker = aliasedTable(shopOwners, 'taker');
  const rows = await db.select({ copy: documentDraftCopies, ownerEmail: owner.email, takenOverByEmail: taker.email }).from(documentDraftCopies)
    .leftJoin(owner, eq(owner.id, documentDraftCopies.ownerId))
    .leftJoin(taker, eq(taker.id, documentDraftCopies.takenOverBy))
    .where(and(
      eq(documentDraftCopies.shopId, shop.id), eq(documentDraftCopies.targetKind, target.kind), eq(documentDraftCopies.targetId, target.id),
      eq(documentDraftCopies.locale, locale),
    ))
    .orderBy(desc(documentDraftCopies.createdAt));
  return rows.map(({ copy, ownerEmail, takenOverByEmail }) => ({
    id: copy.id, createdAt: copy.createdAt, locale: copy.locale, blocks: copy.blocks, ownerEmail, takenOverByEmail,
  }));
}
