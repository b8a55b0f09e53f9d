import { randomBytes } from 'node:crypto';

export interface MimeMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Domain part of the Message-ID. */
  domain: string;
  date?: Date;
}

// A plain address without anything that could end an SMTP command or a header early.
const SAFE_ADDRESS = /^[^\s<>()[\]\\,;:"@]+@[^\s<>()[\]\\,;:"@]+$/;

/** Whether an address can go into an SMTP command and a header as it is. */
export function isSafeAddress(address: string): boolean {
  return address.length <= 320 && SAFE_ADDRESS.test(address);
}

/** Removes line breaks, so that no value can start a header or command of its own. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** A header value: as it is when printable ASCII, else RFC 2047 encoded words, folded. */
export function encodeHeaderValue(value: string): string {
  const clean = singleLine(value);
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let current = '';
  // Encoded words stay under 76 characters: about 45 bytes of UTF-8 each, split between code points.
  for (const char of clean) {
    if (Buffer.byteLength(current + char) > 45) {
      words.push(current);
      current = '';
    }
    current += char;
  }
  if (current) words.push(current);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

function displayName(name: string): string {
  const clean = singleLine(name);
  return /^[\x20-\x7e]*$/.test(clean) ? `"${clean.replace(/["\\]/g, '\\$&')}"` : encodeHeaderValue(clean);
}

function base64Body(text: string): string {
  const normalized = text.replace(/\r\n|\r|\n/g, '\r\n');
  return Buffer.from(normalized).toString('base64').replace(/.{1,76}/g, '$&\r\n');
}

function part(type: string, body: string): string {
  return `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Body(body)}`;
}

/** The RFC 5322 message: UTF-8 bodies in base64 (safe for any server), multipart when there is HTML. */
export function buildMimeMessage(message: MimeMessage): string {
  if (!isSafeAddress(message.to) || !isSafeAddress(message.from.address)) throw new Error('Unsafe email address');
  const date = message.date ?? new Date();
  const headers = [
    `From: ${displayName(message.from.name)} <${message.from.address}>`,
    `To: <${message.to}>`,
    `Subject: ${encodeHeaderValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${singleLine(message.domain) || 'localhost'}>`,
    'MIME-Version: 1.0',
  ];
  if (!message.html) return `${headers.join('\r\n')}\r\n${part('text/plain', message.text)}`;
  const boundary = `vitrine-${randomBytes(12).toString('hex')}`;
  return `${headers.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n`
    + `--${boundary}\r\n${part('text/plain', message.text)}`
    + `--${boundary}\r\n${part('text/html', message.html)}`
    + `--${boundary}--\r\n`;
}

/**
 * The DATA payload: CRLF line ends, a dot doubled at the start of any line (so that no line reads as
 * the end of data), ending with CRLF; the caller sends the final "." line.
 */
export function dotStuff(data: string): string {
  const lines = data.replace(/\r\n|\r|\n/g, '\r\n').split('\r\n').map((line) => (line.startsWith('.') ? `.${line}` : line));
  const joined = lines.join('\r\n');
  return joined.endsWith('\r\n') ? joined : `${joined}\r\n`;
}
