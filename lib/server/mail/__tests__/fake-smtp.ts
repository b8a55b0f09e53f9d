import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  auth: string | null;
  from: string;
  to: string[];
  /** The DATA lines as they came over the wire (still dot-stuffed), joined with CRLF. */
  data: string;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A tiny SMTP server on 127.0.0.1 and a random port; `silent` accepts connections and never answers. */
export async function startFakeSmtp(options: { silent?: boolean } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (options.silent) return;
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { auth: null, from: '', to: [], data: '' };
    const dataLines: string[] = [];
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ ...current, data: dataLines.join('\r\n') });
            dataLines.length = 0;
            current = { auth: current.auth, from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else dataLines.push(line);
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          socket.write('235 2.7.0 accepted\r\n');
        } else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
        } else socket.write('502 5.5.2 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port, received,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

/** Decodes the subject and the (single-part, base64) text body of a received message. */
export function decodeMessage(data: string): { headers: string; subject: string; body: string } {
  const [headers = '', body = ''] = data.split('\r\n\r\n');
  const unfolded = headers.replace(/\r\n /g, ' ');
  const rawSubject = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  const subject = rawSubject.replace(/=\?UTF-8\?B\?([^?]*)\?=\s?/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
  return { headers, subject, body: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') };
}
