import type { Endpoint, HttpMethod } from '@/lib/contract/endpoint';

/**
 * What the browser needs to call an endpoint: its method and path, without the zod schemas, so the
 * schemas stay on the server. The endpoint's type rides along for the typed client.
 */
export interface ApiRoute<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly csrf?: boolean;
  readonly outsideApi?: boolean;
  /** Never set at run time: carries the endpoint's parameter, body and response types. */
  readonly endpointType?: E;
}
