// A tiny SMTP server for tests: the mail integration tests talk to it in-process, and the end-to-end
// run keeps one as its mail sink (mail-sink.ts). It speaks just what the shop's mailer (nodemailer)
// and common tools send: greeting, EHLO/HELO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, NOOP and QUIT.
// No STARTTLS: the mailer upgrades when it is offered, and these servers have no certificate.
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  /** The decoded AUTH PLAIN credentials of the session, if it sent any. */
  auth: string | null;
  from: string;
  to: string[];
  /** The message as sent (dot-stuffing undone), each line ending in CRLF. */
  data: string;
}

export interface SmtpServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Accept connections and never answer, to test time-outs. */
  silent?: boolean;
  /** Refuse every recipient with a permanent 550, to test refusals. */
  refuseRecipients?: boolean;
  /** Called for each accepted message before the 250 reply; a rejection answers 451. */
  onMessage?: (mail: ReceivedMail) => void | Promise<void>;
}

export interface SmtpServer {
  port: number;
  /** Every message accepted so far. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

const addressIn = (line: string) => /<(.*)>/.exec(line)?.[1] ?? '';

/** Starts the server on 127.0.0.1; rejects when the port is taken. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (options.silent) return;
    let auth: string | null = null;
    let envelope = { from: '', to: [] as string[] };
    let dataLines: string[] | null = null;
    let buffer = '';
    // Replies leave in order, also while a message is being stored; the session state changes at once.
    let replies = Promise.resolve();
    const reply = (text: string) => {
      replies = replies.then(() => void socket.write(`${text}\r\n`));
    };

    const endOfData = (lines: string[]) => {
      const mail = { auth, ...envelope, data: lines.map((line) => `${line}\r\n`).join('') };
      envelope = { from: '', to: [] };
      replies = replies.then(async () => {
        try {
          await options.onMessage?.(mail);
          received.push(mail);
          socket.write('250 2.0.0 queued\r\n');
        } catch {
          socket.write('451 4.3.0 could not store the message\r\n');
        }
      });
    };

    const command = (line: string) => {
      const verb = line.split(' ', 1)[0]!.toUpperCase();
      if (verb === 'EHLO') reply('250-sink.test\r\n250-AUTH PLAIN\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 sink.test');
      else if (verb === 'AUTH') {
        auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
        reply('235 2.7.0 accepted');
      } else if (verb === 'MAIL') {
        envelope = { from: addressIn(line), to: [] };
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT' && options.refuseRecipients) reply('550 5.1.1 no such mailbox');
      else if (verb === 'RCPT') {
        envelope.to.push(addressIn(line));
        reply('250 2.1.5 ok');
      } else if (verb === 'DATA') {
        dataLines = [];
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 2.0.0 ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 ok');
      else if (verb === 'QUIT') replies = replies.then(() => void socket.end('221 2.0.0 bye\r\n'));
      else reply('502 5.5.2 not implemented');
    };

    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (dataLines === null) command(line);
        else if (line === '.') {
          endOfData(dataLines);
          dataLines = null;
        } else dataLines.push(line.startsWith('.') ? line.slice(1) : line);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
