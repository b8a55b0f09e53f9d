import { DEMO } from '../demo';
import { seededShopAddress } from '../shop-address';

describe('the address a seeded shop starts with', () => {
  it('is the demo\'s local one without PUBLIC_URL', () => {
    expect(seededShopAddress('demo', {})).toBe(DEMO.baseUrl);
    expect(seededShopAddress('beyond-demo', { PUBLIC_URL: '  ' })).toBe(DEMO.baseUrl);
  });

  it('is PUBLIC_URL, as an origin, for the default shop and every shop reached at the instance\'s address', () => {
    const env = { PUBLIC_URL: 'https://Shop.Example.com/', NODE_ENV: 'production' };
    expect(seededShopAddress('demo', env)).toBe('https://shop.example.com');
    expect(seededShopAddress('beyond-demo', env)).toBe('https://shop.example.com');
  });

  it('is the host SHOP_HOSTS maps to the shop, with PUBLIC_URL\'s scheme, else https in production', () => {
    const hosts = 'shop.example.com=demo, Beyond.Example.com:8443=beyond-demo';
    expect(seededShopAddress('beyond-demo', { SHOP_HOSTS: hosts, PUBLIC_URL: 'http://localhost:3000' })).toBe('http://beyond.example.com:8443');
    expect(seededShopAddress('beyond-demo', { SHOP_HOSTS: hosts, NODE_ENV: 'production' })).toBe('https://beyond.example.com:8443');
    expect(seededShopAddress('demo', { SHOP_HOSTS: hosts })).toBe('http://shop.example.com');
  });

  it('stops the seed on a PUBLIC_URL that is no origin, or plain http in production', () => {
    expect(() => seededShopAddress('demo', { PUBLIC_URL: 'https://shop.example.com/store' })).toThrow(/PUBLIC_URL "https:\/\/shop.example.com\/store": .*no path/);
    expect(() => seededShopAddress('demo', { PUBLIC_URL: 'http://shop.example.com', NODE_ENV: 'production' })).toThrow(/must use https/);
  });
});
