'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { navigationRoutes } from '@/lib/api/routes/navigation';
import { useSiteSave, type SiteSaveStatus } from '../use-site-save';
import { afterSave, MENUS, putBody, type Menu, type NavigationTrees } from './navigation-tree';
import { isStaleVersion } from '@/lib/api/stale-version';

const PUT_MENU = { main: navigationRoutes.putMainNavigation, footer: navigationRoutes.putFooterNavigation };

export interface NavigationSave {
  trees: NavigationTrees;
  status: SiteSaveStatus;
  /**
   * Why the menus show what the server has rather than the owner's last change: `failed`, the save
   * failed; `changed-elsewhere`, someone else changed the navigation first (a 409).
   */
  restored: 'failed' | 'changed-elsewhere' | null;
  /** Shows the new menus at once and saves the ones named. */
  change(trees: NavigationTrees, menus: readonly Menu[]): void;
}


/**
 * The menus as the owner edits them, each change saved at once: one PUT per changed menu (spec section 7).
 * The state the server has is memorised before every save (spec section 4); a failed save puts it back,
 * and the notification overlay shows the API's message. Saves never overlap: changes made while one
 * runs go together in the next, so the server ends with the last state whatever the order it answers in.
 *
 * The navigation is a versioned resource: each save names the version this tab knows (If-Match). When
 * someone else changed the menus first (409), nothing of theirs is overwritten: the owner is told, and
 * the menus as the refresh brings them replace this tab's. Menus the refresh brings at a newer version
 * while nothing is being saved (a page created in the page manager) are taken in too.
 */
export function useNavigationSave(initial: NavigationTrees, version: number): NavigationSave {
  const router = useRouter();
  const { status, run } = useSiteSave();
  const [trees, setTrees] = useState(initial);
  const [restored, setRestored] = useState<NavigationSave['restored']>(null);
  const memorised = useRef(initial);
  const latest = useRef(initial);
  const known = useRef(version);
  /** After a 409: the version whose menus replace this tab's once the refresh brings them. */
  const awaited = useRef<number | null>(null);
  const unsaved = useRef(new Set<Menu>());
  const saving = useRef(false);

  // Newer menus from the server, with nothing of this tab's on the way: what the owner sees from now on.
  useEffect(() => {
    const theirs = awaited.current !== null && version >= awaited.current;
    if (!theirs && !(version > known.current && !saving.current && unsaved.current.size === 0)) return;
    awaited.current = null;
    known.current = Math.max(known.current, version);
    memorised.current = initial;
    latest.current = initial;
    setTrees(initial);
  }, [initial, version]);

  const restore = useCallback(() => {
    unsaved.current.clear();
    latest.current = memorised.current;
    setTrees(memorised.current);
    setRestored('failed');
  }, []);

  const saveChanges = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      while (unsaved.current.size > 0) {
        const menus = MENUS.filter((menu) => unsaved.current.has(menu));
        unsaved.current.clear();
        const sent = latest.current;
        await run(async () => {
          for (const menu of menus) {
            await shopApi(PUT_MENU[menu], { query: { draft: 'true' }, body: putBody(sent[menu], menu) }, {
              silent: true, ifMatch: known.current, onVersion: (next) => { known.current = next; },
            });
            // Saved one by one: if the next menu fails, what is put back is what the server now has.
            memorised.current = afterSave(memorised.current, menu, sent[menu]);
          }
        }, {
          restore,
          onError: (error) => {
            if (!isStaleVersion(error)) return false;
            // Theirs stays: shown once the refresh brings it.
            known.current = Number(error.body?.currentVersion ?? known.current);
            awaited.current = known.current;
            setRestored('changed-elsewhere');
            router.refresh();
            return true;
          },
        });
      }
    } finally {
      saving.current = false;
    }
  }, [run, restore, router]);

  const change = useCallback((next: NavigationTrees, menus: readonly Menu[]) => {
    latest.current = next;
    setTrees(next);
    setRestored(null);
    for (const menu of menus) unsaved.current.add(menu);
    void saveChanges();
  }, [saveChanges]);

  return { trees, status, restored, change };
}
