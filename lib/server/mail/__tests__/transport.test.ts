import { decodeMail } from '@/e2e/support/mime';
import { startSmtpServer, type SmtpServer } from '@/e2e/support/smtp-server';
import { smtpTimeoutMs } from '../config';
import { passwordResetMail } from '../templates';
import { MailTransportError, openMailTransport, smtpTransportOptions } from '../transport';

const servers: SmtpServer[] = [];

async function server(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<SmtpServer> {
  const started = await startSmtpServer(options);
  servers.push(started);
  return started;
}

/** Sends one email through a transport made from `url` and closes it, as deliver.ts does for a run. */
async function send(url: string, mail: Parameters<ReturnType<typeof openMailTransport>['send']>[0], withinMs = 5000) {
  const transport = openMailTransport(url, 5000);
  try {
    await transport.send(mail, withinMs);
  } finally {
    transport.close();
  }
}

const sendFailure = (url: string, withinMs?: number) =>
  send(url, { from: 'shop@example.com', to: 'reader@example.com', subject: 'Hi', text: 'Hello\n' }, withinMs).then(
    () => { throw new Error('sent'); },
    (error: unknown) => error,
  );

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('the mail transport (nodemailer)', () => {
  it('delivers an email whose headers and text read back exactly: non-ASCII subject and body, a long link unbroken', async () => {
    const smtp = await server();
    const link = `https://shop.example.com/de/reset-password?tkn=${'Ab3_x-Yz9'.repeat(12)}&next=%2Fkonto%2F%C3%BCbersicht`;
    const { subject, text } = passwordResetMail('de', 'Läden & Söhne – Grüße', link);
    await send(`smtp://127.0.0.1:${smtp.port}`, {
      from: { name: 'Läden & Söhne "Nord"', address: 'shop@example.com' }, to: 'reader@example.com',
      subject, text, messageId: '<0123abcd@shop.example.com>',
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ auth: null, from: 'shop@example.com', to: ['reader@example.com'] });
    // On the wire the link is wrapped (lines stay within SMTP's limit); decoding joins it again.
    expect(mail!.data.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    const decoded = await decodeMail(mail!.data);
    expect(decoded).toEqual({
      subject: 'Passwort für Läden & Söhne – Grüße zurücksetzen',
      text,
      sender: { name: 'Läden & Söhne "Nord"', address: 'shop@example.com' },
      recipients: ['reader@example.com'],
      messageId: '<0123abcd@shop.example.com>',
    });
    // The link is found whole on its own line, as the end-to-end specs look for it.
    expect(/^https:\/\/\S+$/m.exec(decoded.text)?.[0]).toBe(link);
  });

  it('sends the text part beside the HTML and keeps a line that starts with a dot', async () => {
    const smtp = await server();
    await send(`smtp://127.0.0.1:${smtp.port}`, { from: 'shop@example.com', to: 'reader@example.com', subject: 'Both', text: 'Plain\n.dotted\n', html: '<p>Rich</p>' });
    expect(smtp.received[0]!.data).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect((await decodeMail(smtp.received[0]!.data)).text).toBe('Plain\n.dotted\n');
  });

  it('logs in with the credentials of SMTP_URL, decoded', async () => {
    const smtp = await server();
    await send(`smtp://mailer%40shop:s%3Acret@127.0.0.1:${smtp.port}`, { from: 'shop@example.com', to: 'reader@example.com', subject: 'Hi', text: 'Hello\n' });
    expect(smtp.received[0]!.auth).toBe('\0mailer@shop\0s:cret');
  });

  it('speaks TLS from the first byte for smtps:// (a plain server cannot answer it)', async () => {
    const smtp = await server();
    const error = await sendFailure(`smtps://127.0.0.1:${smtp.port}`);
    expect(error).toBeInstanceOf(MailTransportError);
    expect((error as Error).message).toMatch(/^SMTP connection failed: /);
    expect(smtp.received).toHaveLength(0);
  });

  it('turns a refusal (5xx) into an error naming the command and the reply, without the password', async () => {
    const smtp = await server({ refuseRecipients: true });
    const error = await sendFailure(`smtp://mailer:s%3Acret@127.0.0.1:${smtp.port}`);
    expect(error).toBeInstanceOf(MailTransportError);
    expect((error as Error).message).toBe('SMTP RCPT refused: 550 5.1.1 no such mailbox');
  });

  it('turns a server that is down into a connection failure', async () => {
    const down = await startSmtpServer();
    await down.close();
    const error = await sendFailure(`smtp://mailer:s%3Acret@127.0.0.1:${down.port}`);
    expect(error).toBeInstanceOf(MailTransportError);
    expect((error as Error).message).toMatch(/^SMTP connection failed: .*ECONNREFUSED/);
    expect((error as Error).message).not.toContain('cret');
  });

  it('gives up on a server that never answers within the time given to the email', async () => {
    const silent = await server({ silent: true });
    const started = Date.now();
    const error = await sendFailure(`smtp://127.0.0.1:${silent.port}`, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((error as Error).message).toBe('SMTP timed out after 200 ms');
  });
});

describe('SMTP settings', () => {
  it('read host, port, TLS and encoded credentials from SMTP_URL, with the usual default ports', () => {
    expect(smtpTransportOptions('smtp://user%40x:p%3Ass@mail.example.com:2525', 3000)).toEqual({
      host: 'mail.example.com', port: 2525, secure: false, auth: { user: 'user@x', pass: 'p:ss' },
      // Credentials go to a remote server only after STARTTLS.
      requireTLS: true,
      connectionTimeout: 3000, greetingTimeout: 3000, socketTimeout: 3000, dnsTimeout: 3000,
    });
    expect(smtpTransportOptions('smtp://mail.example.com', 3000)).toMatchObject({ port: 587, secure: false, auth: undefined, requireTLS: false });
    expect(smtpTransportOptions('smtps://u:p@mail.example.com', 3000)).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(smtpTransportOptions('smtp://u:p@localhost:25', 3000)).toMatchObject({ requireTLS: false });
    expect(smtpTransportOptions('smtps://[::1]', 3000)).toMatchObject({ host: '::1', port: 465, secure: true });
    expect(() => smtpTransportOptions('http://mail.example.com', 3000)).toThrow(/smtp:\/\//);
    expect(() => smtpTransportOptions('not a url', 3000)).toThrow(/not a URL/);
  });

  it('bound the timeout', () => {
    expect(smtpTimeoutMs({})).toBe(8000);
    expect(smtpTimeoutMs({ SMTP_TIMEOUT_MS: '5' })).toBe(100);
    expect(smtpTimeoutMs({ SMTP_TIMEOUT_MS: '999999' })).toBe(60000);
    expect(smtpTimeoutMs({ SMTP_TIMEOUT_MS: 'soon' })).toBe(8000);
  });
});
