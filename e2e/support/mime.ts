// Reads what the shop's mailer (nodemailer, lib/server/mail/transport.ts) sends, as a mail program
// would, with mailparser: whatever transfer encoding (quoted-printable, base64) and structure
// (multipart/alternative with HTML) nodemailer picks, the subject and text come out as they were written.
import { simpleParser, type AddressObject } from 'mailparser';

export interface DecodedMail {
  subject: string;
  /** The plain-text body, decoded, with LF line ends. */
  text: string;
  /** The From header's display name and address. */
  sender: { name: string; address: string };
  /** The addresses in the To header. */
  recipients: string[];
  messageId: string;
}

function addresses(header: AddressObject | AddressObject[] | undefined) {
  return [header ?? []].flat().flatMap((object) => object.value);
}

/** Decodes a message as it came over SMTP. */
export async function decodeMail(data: string): Promise<DecodedMail> {
  const parsed = await simpleParser(data);
  const [sender] = addresses(parsed.from);
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    sender: { name: sender?.name ?? '', address: sender?.address ?? '' },
    recipients: addresses(parsed.to).map((to) => to.address ?? ''),
    messageId: parsed.messageId ?? '',
  };
}
