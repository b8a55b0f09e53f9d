// Reads what the shop's mailer (lib/server/mail/message.ts) sends, as a mail program would: the subject
// with its RFC 2047 base64 words, and the plain-text body (base64 or as it is), also as the text/plain
// part of a multipart message. The mailer writes no quoted-printable, so neither is read here.

export interface DecodedMail {
  /** The header block, unfolded. */
  headers: string;
  subject: string;
  /** The plain-text body, decoded, with CRLF line ends. */
  text: string;
}

function splitMessage(data: string): { headers: string; body: string } {
  const end = data.indexOf('\r\n\r\n');
  return end < 0 ? { headers: data, body: '' } : { headers: data.slice(0, end), body: data.slice(end + 4) };
}

function header(headers: string, name: string): string | null {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers);
  return match ? match[1]! : null;
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?B\?([^?]*)\?=/gi, (_, text: string) => Buffer.from(text, 'base64').toString('utf8'));
}

function decodeBody(headers: string, body: string): string {
  const base64 = header(headers, 'Content-Transfer-Encoding')?.trim().toLowerCase() === 'base64';
  return base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

/** The text/plain body of a message, or of the first text/plain part of a multipart one ('' without). */
function plainText(headers: string, body: string): string {
  const type = header(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return /^text\/plain/i.test(type) ? decodeBody(headers, body) : '';
  // The parts lie between the delimiter lines; the CRLF before each delimiter belongs to it.
  const parts = body.split(`\r\n--${boundary}`).join(`--${boundary}`).split(`--${boundary}`).slice(1);
  for (const chunk of parts) {
    if (chunk.startsWith('--')) break;
    const part = splitMessage(chunk.replace(/^[ \t]*\r\n/, ''));
    const text = plainText(part.headers.replace(/\r\n[ \t]+/g, ' '), part.body);
    if (text) return text;
  }
  return '';
}

/** Decodes a message as it came over SMTP (CRLF line ends). */
export function decodeMail(data: string): DecodedMail {
  const { headers: folded, body } = splitMessage(data);
  const headers = folded.replace(/\r\n[ \t]+/g, ' ');
  return { headers, subject: decodeWords(header(headers, 'Subject') ?? ''), text: plainText(headers, body) };
}
