import { isIP, connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect } from 'node:tls';
import { dotStuff, isSafeAddress } from './message';
import { ReplyReader, SmtpError } from './smtp-reply';

export { SmtpError } from './smtp-reply';

/** Where and how to reach the SMTP server, from SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://); plain smtp:// upgrades with STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: string;
}

export interface SmtpMail {
  from: string;
  to: string[];
  /** The whole RFC 5322 message; dot-stuffed here. */
  data: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** Reads SMTP_URL; ports default like common mailers do (587 submission, 465 for smtps). */
export function parseSmtpUrl(value: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SmtpError('SMTP_URL is not a URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new SmtpError('SMTP_URL must start with smtp:// or smtps://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new SmtpError('SMTP_URL names no host');
  const secure = url.protocol === 'smtps:';
  return {
    host, secure, port: url.port ? Number(url.port) : secure ? 465 : 587,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/** One conversation with the server: greeting, EHLO, optional STARTTLS and AUTH PLAIN, one message, QUIT. */
class SmtpSession {
  private socket: Socket;
  private readonly reader = new ReplyReader();
  private secure: boolean;

  constructor(private readonly settings: SmtpSettings) {
    this.secure = settings.secure;
    const servername = isIP(settings.host) ? undefined : settings.host;
    this.socket = settings.secure
      ? tlsConnect({ host: settings.host, port: settings.port, servername })
      : netConnect({ host: settings.host, port: settings.port });
    this.listen(this.socket);
  }

  private listen(socket: Socket): void {
    socket.on('data', (chunk: Buffer) => this.reader.push(chunk));
    socket.on('error', (error) => this.reader.fail(new SmtpError(`SMTP connection failed: ${error.message}`)));
    socket.on('close', () => this.reader.fail(new SmtpError('SMTP connection closed')));
  }

  abort(error: Error): void {
    this.reader.fail(error);
    this.socket.destroy();
  }

  close(): void {
    this.socket.destroy();
  }

  /** Sends a command (or nothing, for the greeting) and checks the reply code; `label` hides secrets in errors. */
  private async exchange(command: string | null, expected: number[], label = command ?? 'greeting') {
    if (command !== null) this.socket.write(`${command}\r\n`);
    const reply = await this.reader.reply();
    if (!expected.includes(reply.code)) throw new SmtpError(`SMTP ${label.split(' ')[0]} refused: ${reply.code} ${reply.lines.join(' ').slice(0, 200)}`);
    return reply;
  }

  private async hello(): Promise<string[]> {
    const reply = await this.exchange(`EHLO ${hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'}`, [250]);
    return reply.lines.slice(1).map((line) => line.toUpperCase());
  }

  private async startTls(): Promise<void> {
    await this.exchange('STARTTLS', [220]);
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('error');
    plain.removeAllListeners('close');
    plain.on('error', () => undefined);
    this.reader.discard();
    const upgraded = tlsConnect({ socket: plain, servername: isIP(this.settings.host) ? undefined : this.settings.host });
    this.socket = upgraded;
    this.listen(upgraded);
    await new Promise<void>((resolve, reject) => {
      upgraded.once('secureConnect', resolve);
      upgraded.once('error', reject);
      upgraded.once('close', () => reject(new SmtpError('SMTP connection closed during the TLS handshake')));
    });
    this.secure = true;
  }

  async send(mail: SmtpMail): Promise<void> {
    if (!isSafeAddress(mail.from) || mail.to.some((to) => !isSafeAddress(to))) throw new SmtpError('Unsafe email address');
    await this.exchange(null, [220]);
    let features = await this.hello();
    if (!this.secure && features.includes('STARTTLS')) {
      await this.startTls();
      features = await this.hello();
    }
    if (this.settings.user !== undefined) {
      // Credentials never cross the network in clear text; a server on this machine is the exception.
      if (!this.secure && !LOOPBACK.has(this.settings.host)) throw new SmtpError('The SMTP server offers no TLS; credentials are not sent in clear text');
      if (!features.some((line) => /^AUTH[ =].*\bPLAIN\b/.test(line))) throw new SmtpError('The SMTP server does not offer AUTH PLAIN');
      const secret = Buffer.from(`\0${this.settings.user}\0${this.settings.password ?? ''}`).toString('base64');
      await this.exchange(`AUTH PLAIN ${secret}`, [235], 'AUTH');
    }
    await this.exchange(`MAIL FROM:<${mail.from}>`, [250]);
    for (const to of mail.to) await this.exchange(`RCPT TO:<${to}>`, [250, 251]);
    await this.exchange('DATA', [354]);
    await this.exchange(`${dotStuff(mail.data)}.`, [250], 'DATA');
    // The message is accepted; a server that hangs up without answering QUIT changes nothing.
    await this.exchange('QUIT', [221]).catch(() => undefined);
  }
}

/** Delivers one message, giving up (and closing the connection) after `timeoutMs`. */
export async function sendSmtpMail(settings: SmtpSettings, mail: SmtpMail, timeoutMs: number): Promise<void> {
  const session = new SmtpSession(settings);
  const timer = setTimeout(() => session.abort(new SmtpError(`SMTP timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    await session.send(mail);
  } finally {
    clearTimeout(timer);
    session.close();
  }
}
