import { create } from 'zustand';

export type NotificationLevel = 'error' | 'success' | 'info';

export interface Notification {
  id: number;
  level: NotificationLevel;
  /** Translated text, or a raw server message when no translation fits. */
  message: string;
  /**
   * The message ids (namespace `ApiErrors`) to show instead of `message`, most specific first: the
   * overlay shows the first the interface language has, and `message` only when it has none.
   */
  messageIds?: readonly string[];
  /** The server's request id, shown on errors so support can find the request. */
  requestId?: string | null;
  /** A link the notice offers, such as the cart after adding a product. */
  link?: { href: string; label: string };
  /** Milliseconds until it hides by itself; errors stay until dismissed. */
  autoHideMs?: number;
}

interface NotificationState {
  notifications: Notification[];
  notify: (notification: Omit<Notification, 'id'>) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The notification overlay's list: errors of API calls and the notices components raise. */
export const useNotifications = create<NotificationState>((set) => ({
  notifications: [],
  notify: (notification) => {
    const id = nextId++;
    set((state) => ({ notifications: [...state.notifications, { ...notification, id }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
}));

/** Raises a notification from anywhere (API client, event handlers). */
export function notify(notification: Omit<Notification, 'id'>): number {
  return useNotifications.getState().notify(notification);
}
