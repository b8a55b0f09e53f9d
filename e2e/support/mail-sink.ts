// The end-to-end run's mail server: the shop under test sends its mail here (SMTP_URL in
// playwright.config.ts), each message becomes a JSON file in MAIL_DIR, and specs wait for theirs
// with waitForMail. Files, not memory: the sink runs in Playwright's main process (global-setup.ts),
// the specs in worker processes.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeMail, type DecodedMail } from './mime';
import { startSmtpServer, type ReceivedMail, type SmtpServer } from './smtp-server';

// E2E_MAIL_PORT: a port of its own for a run from another checkout, whose MAIL_DIR is elsewhere (a shared
// port would hand its mail to the other checkout's folder).
export const MAIL_SINK_PORT = Number(process.env.E2E_MAIL_PORT) || 2525;
export const MAIL_DIR = fileURLToPath(new URL('../../test-results/mail/', import.meta.url));

export interface SinkMail extends DecodedMail {
  from: string;
  to: string[];
}

const STANDBY_RETRY_MS = 1000;

async function storeMail(mail: ReceivedMail, name: string): Promise<void> {
  const file = join(MAIL_DIR, `${name}.json`);
  // Renamed into place, so that a reader never sees half a file.
  await writeFile(`${file}.part`, JSON.stringify({ from: mail.from, to: mail.to, data: mail.data }));
  await rename(`${file}.part`, file);
}

/**
 * Starts the sink on 127.0.0.1:MAIL_SINK_PORT. Playwright runs on one machine share the port and
 * MAIL_DIR (mail is told apart by its recipient, and the folder is never emptied under another run):
 * while another run's sink holds the port, this one stands by and takes over when it is free.
 */
export async function startMailSink(): Promise<{ close(): Promise<void> }> {
  await mkdir(MAIL_DIR, { recursive: true });
  let stored = 0;
  const onMessage = (mail: ReceivedMail) => storeMail(mail, `${Date.now()}-${process.pid}-${(stored += 1)}`);
  const sink: { server: SmtpServer | null; closed: boolean; standby?: NodeJS.Timeout } = { server: null, closed: false };
  const listen = async () => {
    try {
      const server = await startSmtpServer({ port: MAIL_SINK_PORT, onMessage });
      if (sink.closed) return server.close();
      sink.server = server;
      clearInterval(sink.standby);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  };
  await listen();
  if (!sink.server) {
    console.warn(`[mail-sink] port ${MAIL_SINK_PORT} is taken (another e2e run?); standing by to take it over`);
    sink.standby = setInterval(() => listen().catch((error: unknown) => console.error('[mail-sink]', error)), STANDBY_RETRY_MS);
  }
  return {
    close: async () => {
      sink.closed = true;
      clearInterval(sink.standby);
      await sink.server?.close();
    },
  };
}

async function findMail(to: string, subject: RegExp, since: number): Promise<SinkMail | null> {
  // Files are named by the time they arrived (storeMail's caller): older runs' mail can be left out.
  const files = (await readdir(MAIL_DIR).catch(() => []))
    .filter((name) => name.endsWith('.json') && Number(name.split('-')[0]) >= since).sort();
  for (const name of files) {
    const stored = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as Pick<SinkMail, 'from' | 'to'> & { data: string };
    if (!stored.to.includes(to)) continue;
    const mail = { from: stored.from, to: stored.to, ...await decodeMail(stored.data) };
    if (subject.test(mail.subject)) return mail;
  }
  return null;
}

/**
 * The first message to an address whose subject matches, once it has arrived (polls MAIL_DIR); with
 * `since` (a Date.now() value) only one that arrived then or later, for addresses older runs mailed too.
 */
export async function waitForMail(to: string, subject: RegExp, { timeout = 30_000, since = 0 } = {}): Promise<SinkMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = await findMail(address, subject, since);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with a subject matching ${subject} in ${MAIL_DIR} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
