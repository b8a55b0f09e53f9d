import { create } from 'zustand';

/** The back office's menu as its MBO_MENU message sent it (spec section 3, view state mboMenu): its own shape. */
export type BackOfficeMenu = Readonly<Record<string, unknown>>;

interface BackOfficeState {
  /** The last menu state the back office framing the editor sent; null until it sends one. */
  menu: BackOfficeMenu | null;
  /** The back office's address (MBO_BASE_URL), https on an origin the shop allows; null until it sends one. */
  baseUrl: string | null;
}

/**
 * What the back office framing the editor told it by window messages (components/owner/back-office-frame.tsx
 * writes it): the editor bar links back to it, and the sidebar can follow its menu.
 */
export const useBackOffice = create<BackOfficeState>(() => ({ menu: null, baseUrl: null }));
