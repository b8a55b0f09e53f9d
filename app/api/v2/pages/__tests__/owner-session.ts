import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { POST as signIn } from '../../auth/sign-in/route';

export interface OwnerHeaders {
  /** Bearer header of the demo shop's owner. */
  demo: Record<string, string>;
  /** Bearer header of the beyond shop's owner: valid, but for another shop. */
  beyond: Record<string, string>;
}

/** Signs both demo owners in (once per test file) and answers their authorization headers. */
export async function signInOwners(clientIp: string): Promise<OwnerHeaders> {
  const token = async (shop: 'demo' | 'beyond') => {
    const response = await callRoute<{ token: string }>(signIn, {
      method: 'POST', url: `/api/v2/auth/sign-in?shop=${DEMO.shops[shop].slug}`, body: DEMO.owners[shop],
      headers: { 'x-forwarded-for': clientIp },
    });
    if (response.status !== 200) throw new Error(`sign-in for ${shop} answered ${response.status}`);
    return { authorization: `Bearer ${response.json.token}` };
  };
  return { demo: await token('demo'), beyond: await token('beyond') };
}
