'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useNotifications, type Notification } from '@/lib/stores/notifications';
import styles from './notification-overlay.module.css';

function NotificationItem({ notification }: { notification: Notification }) {
  const t = useTranslations('Notifications');
  const errors = useTranslations('ApiErrors');
  const messageId = notification.messageIds?.find((id) => errors.has(id));
  const dismiss = useNotifications((state) => state.dismiss);
  const { id, autoHideMs } = notification;
  useEffect(() => {
    if (!autoHideMs) return;
    const timer = setTimeout(() => dismiss(id), autoHideMs);
    return () => clearTimeout(timer);
  }, [id, autoHideMs, dismiss]);
  return (
    <li className={`${styles.item} ${styles[notification.level]}`} role={notification.level === 'error' ? 'alert' : 'status'}>
      <div className={styles.text}>
        <p>{messageId ? errors(messageId) : notification.message}</p>
        {notification.link && <a href={notification.link.href}>{notification.link.label}</a>}
        {notification.requestId && <p className={styles.requestId}>{t('requestId', { requestId: notification.requestId })}</p>}
      </div>
      <button type="button" className={styles.dismiss} onClick={() => dismiss(id)} aria-label={t('dismiss')}>×</button>
    </li>
  );
}

/** Notices and errors of the whole page, newest last; errors stay until dismissed. */
export function NotificationOverlay() {
  const t = useTranslations('Notifications');
  const notifications = useNotifications((state) => state.notifications);
  return (
    <section className={styles.overlay} aria-label={t('label')} aria-live="polite">
      {notifications.length > 0 && (
        <ul className={styles.list}>
          {notifications.map((notification) => <NotificationItem key={notification.id} notification={notification} />)}
        </ul>
      )}
    </section>
  );
}
