import { randomUUID } from 'node:crypto';
import { openApiDocument } from '@/lib/http/openapi';
import { log } from '@/lib/log';

/** The serialized document of this process. */
let serialized: string | undefined;

/**
 * GET /api/v2/openapi.json: the OpenAPI 3.1 document of the whole API. It belongs to no shop, so it
 * does not go through handle(); the document is built once per process and served from memory.
 */
export async function GET(): Promise<Response> {
  let body: string;
  try {
    body = serialized ??= JSON.stringify(openApiDocument());
  } catch (error) {
    const requestId = randomUUID();
    log.error({ requestId, err: error }, 'building the OpenAPI document failed');
    return Response.json({ message: 'Internal Server Error' }, { status: 500, headers: { 'request-id': requestId } });
  }
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'request-id': randomUUID(),
      // The document only changes with a deployment; a short shared cache is safe.
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    },
  });
}
