/** A 303 redirect: the browser follows it with a GET. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}
