'use client';

import { useCallback, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { apiRoutes } from '@/lib/api/routes';
import { useSiteSave, type SiteSaveStatus } from '../use-site-save';
import { afterSave, MENUS, putBody, type Menu, type NavigationTrees } from './navigation-tree';

const PUT_MENU = { main: apiRoutes.navigation.putMainNavigation, footer: apiRoutes.navigation.putFooterNavigation };

export interface NavigationSave {
  trees: NavigationTrees;
  status: SiteSaveStatus;
  /** The last save failed and the menus were put back as the server has them. */
  restored: boolean;
  /** Shows the new menus at once and saves the ones named. */
  change(trees: NavigationTrees, menus: readonly Menu[]): void;
}

/**
 * The menus as the owner edits them, each change saved at once: one PUT per changed menu (spec section 7).
 * The state the server has is memorised before every save (spec section 4); a failed save puts it back,
 * and the notification overlay shows the API's message. Saves never overlap: changes made while one
 * runs go together in the next, so the server ends with the last state whatever the order it answers in.
 */
export function useNavigationSave(initial: NavigationTrees): NavigationSave {
  const { status, run } = useSiteSave();
  const [trees, setTrees] = useState(initial);
  const [restored, setRestored] = useState(false);
  const memorised = useRef(initial);
  const latest = useRef(initial);
  const unsaved = useRef(new Set<Menu>());
  const saving = useRef(false);

  const restore = useCallback(() => {
    unsaved.current.clear();
    latest.current = memorised.current;
    setTrees(memorised.current);
    setRestored(true);
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
            await shopApi(PUT_MENU[menu], { body: putBody(sent[menu], menu) }, { silent: true });
            // Saved one by one: if the next menu fails, what is put back is what the server now has.
            memorised.current = afterSave(memorised.current, menu, sent[menu]);
          }
        }, { restore });
      }
    } finally {
      saving.current = false;
    }
  }, [run, restore]);

  const change = useCallback((next: NavigationTrees, menus: readonly Menu[]) => {
    latest.current = next;
    setTrees(next);
    setRestored(false);
    for (const menu of menus) unsaved.current.add(menu);
    void saveChanges();
  }, [saveChanges]);

  return { trees, status, restored, change };
}
