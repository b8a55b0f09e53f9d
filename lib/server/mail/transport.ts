// Mail leaves through nodemailer's SMTP transport (it writes the MIME message and speaks SMTP).
// This module turns SMTP_URL into the transport's options and nodemailer's errors into the one-line
// reasons the outbox keeps in last_error, so that an owner can read why a row is waiting for a retry.
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';

/** A refusal or failure on the way to the SMTP server; its message goes into the outbox row's last_error. */
export class MailTransportError extends Error {}

/** One email as deliver.ts hands it over: addresses, texts, the Message-ID it chose and, for some, the unsubscribe headers. */
export type OutboundMail = Pick<SendMailOptions, 'from' | 'to' | 'subject' | 'text' | 'html' | 'messageId' | 'list' | 'headers'>;

export interface MailTransport {
  /** Delivers one email or throws a MailTransportError; gives up (closing the connection) after `withinMs`. */
  send(mail: OutboundMail, withinMs: number): Promise<void>;
  close(): void;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The transport's options from SMTP_URL (smtp://user:pass@host:port, upgraded with STARTTLS when the
 * server offers it; smtps:// for TLS from the first byte). Ports default like common mailers do.
 */
export function smtpTransportOptions(smtpUrl: string, timeoutMs: number): SMTPTransportOptions {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new MailTransportError('SMTP_URL is not a URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new MailTransportError('SMTP_URL must start with smtp:// or smtps://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new MailTransportError('SMTP_URL names no host');
  const secure = url.protocol === 'smtps:';
  const user = url.username ? decodeURIComponent(url.username) : undefined;
  return {
    host, port: url.port ? Number(url.port) : secure ? 465 : 587, secure,
    auth: user === undefined ? undefined : { user, pass: decodeURIComponent(url.password) },
    // Credentials never cross the network in clear text: over smtp:// the STARTTLS upgrade must succeed
    // before the login. A server on this machine (a local relay, the tests' sink) is the exception.
    requireTLS: user !== undefined && !secure && !LOOPBACK.has(host),
    // Each step may take the whole SMTP timeout; send() bounds the whole conversation as well.
    connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs,
  };
}

const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS']);

/** The reason a send failed, without anything secret (nodemailer's messages never carry the password). */
function failureReason(error: unknown, timeoutMs: number, withinMs: number): MailTransportError {
  const failure = error as NodemailerError;
  if (failure.code === 'EABORT') return new MailTransportError(`SMTP timed out after ${withinMs} ms`);
  if (failure.code === 'ETIMEDOUT') return new MailTransportError(`SMTP timed out after ${timeoutMs} ms`);
  // The command's first word only: "AUTH PLAIN" and the like say nothing more worth keeping.
  const step = (failure.command ?? '').split(' ')[0] || 'server';
  if (failure.responseCode) return new MailTransportError(`SMTP ${step} refused: ${(failure.response ?? String(failure.responseCode)).slice(0, 200)}`);
  if (failure.code && CONNECTION_CODES.has(failure.code)) return new MailTransportError(`SMTP connection failed: ${failure.message}`);
  return new MailTransportError(`SMTP failed: ${failure.message || String(error)}`);
}

/** A transport for one delivery run: a connection per email, each bounded by the SMTP timeout. */
export function openMailTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl, timeoutMs));
  return {
    async send(mail, withinMs) {
      try {
        await transport.sendMail({ ...mail, signal: AbortSignal.timeout(withinMs) });
      } catch (error) {
        throw failureReason(error, timeoutMs, withinMs);
      }
    },
    close: () => transport.close(),
  };
}
