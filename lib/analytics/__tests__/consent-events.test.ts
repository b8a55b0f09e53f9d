/** @jest-environment jsdom */
type Layer = unknown[];
const layer = () => (window as unknown as { dataLayer: Layer }).dataLayer;
/** A consent mode command as Google's tags read it: an arguments object, shown here as its array. */
const commands = () => layer().filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]').map((entry) => [...(entry as IArguments)]);
const events = () => layer().filter((entry) => Object.prototype.toString.call(entry) !== '[object Arguments]');

const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

async function fresh() {
  jest.resetModules();
  delete (window as unknown as { dataLayer?: Layer }).dataLayer;
  return { ...(await import('../push-event')), ...(await import('../consent-mode')) };
}

beforeEach(() => {
  document.cookie = 'epCookieConsent=; Max-Age=0';
});

describe('events and consent mode in dataLayer', () => {
  it('drops events before consent, without keeping them for later', async () => {
    const { pushEvent } = await fresh();
    pushEvent({ event: 'view_item', ecommerce: { items: [] } });
    document.cookie = 'epCookieConsent=1';
    pushEvent({ event: 'view_cart', ecommerce: { items: [] } });
    expect(events()).toEqual([{ ecommerce: null }, { event: 'view_cart', ecommerce: { items: [] } }]);
  });

  it('puts the defaults (all denied) and the stored choice ahead of the first event, once', async () => {
    document.cookie = 'epCookieConsent=1';
    const { pushEvent, signalConsent } = await fresh();
    pushEvent({ event: 'page_view' });
    signalConsent(document.cookie);
    expect(commands()).toEqual([['consent', 'default', DENIED], ['consent', 'update', GRANTED]]);
    expect(layer().slice(2)).toEqual([{ event: 'page_view' }]);
  });

  it('signals a decline as an update to denied, and no update without a choice', async () => {
    document.cookie = 'epCookieConsent=0';
    let mode = await fresh();
    mode.signalConsent(document.cookie);
    expect(commands()).toEqual([['consent', 'default', DENIED], ['consent', 'update', DENIED]]);
    document.cookie = 'epCookieConsent=; Max-Age=0';
    mode = await fresh();
    mode.signalConsent(document.cookie);
    expect(commands()).toEqual([['consent', 'default', DENIED]]);
  });
});
