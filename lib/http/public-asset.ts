/**
 * Wraps a route handler of a public, cacheable asset: the CSRF cookie and token the API wrapper hands
 * out are per browser and must not be stored by a shared cache with the asset.
 */
export function publicAsset<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    const response = await handler(...args);
    response.headers.delete('set-cookie');
    response.headers.delete('x-csrf-token');
    return response;
  };
}
