/**
 * The id under which UCP answers an order a session placed: the order's id and the session's, so only
 * the session that created the order can read it (`GET /orders/{id}`), never a guessed or another
 * session's id. The session's id is the cart's secret token; it reads the same order through the session
 * anyway, so the order's id reveals nothing its holder could not read already.
 */
export function ucpOrderId(orderId: string, sessionId: string): string {
  return `${orderId}.${sessionId}`;
}

/** The order's and the session's ids of a UCP order id; null when it is not one. */
export function parseUcpOrderId(id: string): { orderId: string; sessionId: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,200})$/.exec(id);
  return match ? { orderId: match[1]!, sessionId: match[2]! } : null;
}
