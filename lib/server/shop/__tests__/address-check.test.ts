import { shopAddressProblems } from '../address-check';

describe('the problems of shop addresses', () => {
  it('names a shop left at a loopback address, or at another host than SHOP_HOSTS routes it by, or at none', () => {
    const rows = [
      { slug: 'demo', baseUrl: 'http://localhost:3000' },
      { slug: 'beyond-demo', baseUrl: 'https://www.example.com' },
      { slug: 'corner', baseUrl: 'https://corner.example' },
      { slug: 'typo', baseUrl: 'htps//typo' },
    ];
    expect(shopAddressProblems(rows, { SHOP_HOSTS: 'beyond.example.com=beyond-demo,corner.example=corner' })).toEqual([
      { shop: 'demo', baseUrl: 'http://localhost:3000', problem: 'loopback' },
      { shop: 'beyond-demo', baseUrl: 'https://www.example.com', problem: 'other-host' },
      { shop: 'typo', baseUrl: 'htps//typo', problem: 'invalid' },
    ]);
  });

  it('finds nothing wrong with a shop at its own address, mapped or not', () => {
    expect(shopAddressProblems([{ slug: 'demo', baseUrl: 'https://shop.example.com:8443' }], { SHOP_HOSTS: 'shop.example.com:8443=demo' })).toEqual([]);
    expect(shopAddressProblems([{ slug: 'demo', baseUrl: 'https://shop.example.com' }], {})).toEqual([]);
  });
});
