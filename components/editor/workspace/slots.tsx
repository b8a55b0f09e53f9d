'use client';

import { useCallback, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';

/**
 * Places of the workspace that one part of the editor renders and another fills: the top bar's place for
 * the open page's tools (the layout renders the bar, the page its store and tools), and the canvas frame's
 * places for the shop's header and footer (the frame lives in the page, the header and footer come from
 * the layout). Each place registers its element here; what fills it is portalled there, so it keeps the
 * React context (store, messages, queries) of where it is written.
 */
export type SlotName = 'page-tools' | 'canvas-header' | 'canvas-footer';

const useSlots = create<Partial<Record<SlotName, HTMLElement>>>(() => ({}));

/** Registers an element as the place `name`; unregisters it when it goes. */
export function useSlotRef(name: SlotName): (element: HTMLElement | null) => void {
  return useCallback((element: HTMLElement | null) => {
    useSlots.setState((slots) => {
      if (element) return slots[name] === element ? slots : { ...slots, [name]: element };
      if (slots[name] === undefined) return slots;
      const rest = { ...slots };
      delete rest[name];
      return rest;
    });
  }, [name]);
}

/** An empty place named `name`, for `InSlot` to fill. */
export function Slot({ name, className }: { name: SlotName; className?: string }) {
  return <div ref={useSlotRef(name)} className={className} data-slot={name} />;
}

/** Renders `children` into the place `name`, or nothing while that place is not on the screen. */
export function InSlot({ name, children }: { name: SlotName; children: ReactNode }) {
  const target = useSlots((slots) => slots[name]);
  return target ? createPortal(children, target) : null;
}
