import { ucpBusinessProfile } from '../profile';
import { UCP_SANDBOX_HANDLER, UCP_VERSION } from '../version';
import { ucpValidators } from './ucp-schemas';

const { profile: validProfile } = ucpValidators();

describe('UCP business profile', () => {
  it.each([true, false])('fits the published profile schema (sandbox %s)', (sandbox) => {
    const profile = ucpBusinessProfile({ endpoint: 'https://shop.example/api/ucp', sandbox });
    expect(validProfile(profile)).toBe(true);
    expect(validProfile.errors ?? []).toEqual([]);
    expect(profile.ucp.version).toBe(UCP_VERSION);
    expect(Object.keys(profile.ucp.payment_handlers)).toEqual(sandbox ? [UCP_SANDBOX_HANDLER] : []);
  });

  it('is refused by the schema without its REST endpoint (the validator can fail)', () => {
    const profile = ucpBusinessProfile({ endpoint: 'https://shop.example/api/ucp', sandbox: true });
    const broken = { ucp: { ...profile.ucp, services: { 'dev.ucp.shopping': [{ version: UCP_VERSION, transport: 'rest' }] } } };
    expect(validProfile(broken)).toBe(false);
    expect(validProfile({ ucp: { version: 'latest', services: {}, payment_handlers: {} } })).toBe(false);
  });
});
