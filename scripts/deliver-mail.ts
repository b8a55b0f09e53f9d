// `npm run mail:deliver`: sends pending and due-for-retry mail from the outbox through SMTP_URL.
// Run it from cron (or a scheduler) so mail that failed while the SMTP server was down goes out later.
import { closeDb, installDatabase } from '@/lib/db';
import { openConfiguredDatabase } from '@/lib/db/client';
import { deliverPendingMail } from '@/lib/server/mail/deliver';

if (!process.env.SMTP_URL) {
  console.log('mail:deliver: SMTP_URL is not set; mail stays in the outbox');
  process.exit(0);
}
installDatabase(await openConfiguredDatabase());
const result = await deliverPendingMail({ limit: 500 });
console.log(`mail:deliver: ${result.sent} sent, ${result.failed} failed`);
await closeDb();
