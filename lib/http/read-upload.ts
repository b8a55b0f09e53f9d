import { IMAGE_UPLOAD_LIMIT } from '@/lib/contract/limits';
import { PayloadTooLargeError, ValidationError } from '@/lib/server/errors';
import { readLimitedBody } from './limited-body';

/** Room for the boundaries and part headers of a multipart body around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** What an upload request offers: a web-standard Request satisfies it. */
export interface UploadSource {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * The uploaded file's bytes: the raw body, or the one file of a multipart/form-data body. Over 10 MB
 * is a 413, decided from content-length before reading when the client declares it.
 */
export async function readUploadedFile(source: UploadSource): Promise<Buffer> {
  const contentType = source.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  const limit = IMAGE_UPLOAD_LIMIT + (multipart ? MULTIPART_OVERHEAD : 0);
  const declared = Number(source.headers.get('content-length') ?? '0');
  if (declared > limit) throw new PayloadTooLargeError(IMAGE_UPLOAD_LIMIT);
  const body = await readLimitedBody(source.body, limit, IMAGE_UPLOAD_LIMIT);
  let file = body;
  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new ValidationError([{ path: 'body', message: 'Malformed multipart body' }], 'Malformed multipart body');
    }
    const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
    if (files.length !== 1) throw new ValidationError([{ path: 'body', message: 'Send exactly one file' }], 'Send exactly one file');
    file = Buffer.from(await files[0]!.arrayBuffer());
    if (file.byteLength > IMAGE_UPLOAD_LIMIT) throw new PayloadTooLargeError(IMAGE_UPLOAD_LIMIT);
  }
  if (file.byteLength === 0) throw new ValidationError([{ path: 'body', message: 'The file is empty' }], 'The file is empty');
  return file;
}
