import { NextRequest } from 'next/server';
import { addressKey, clientKey, PEER_ADDRESS_HEADER, trustedProxyCount } from '../client-address';

const request = (headers: Record<string, string>) => new NextRequest('http://localhost/api/v2/shop', { headers });

describe('clientKey without a proxy (TRUSTED_PROXY_COUNT=0, the default)', () => {
  it('is the socket peer, whatever X-Forwarded-For the client wrote', () => {
    for (const spoofed of ['6.6.6.6', '1.1.1.1, 2.2.2.2', `10.0.0.${Math.floor(Math.random() * 255)}`]) {
      expect(clientKey(request({ [PEER_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': spoofed }), 0)).toBe('198.51.100.7');
    }
  });

  it('puts requests without a stamped peer into one shared bucket', () => {
    expect(clientKey(request({ 'x-forwarded-for': '6.6.6.6' }), 0)).toBe('unknown-client');
  });
});

describe('clientKey behind the operator\'s proxies', () => {
  it('takes the entry the outermost trusted proxy appended, not what the client claims', () => {
    expect(clientKey(request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }), 1)).toBe('198.51.100.7');
    expect(clientKey(request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' }), 2)).toBe('198.51.100.7');
    expect(clientKey(request({ 'x-forwarded-for': '198.51.100.7' }), 1)).toBe('198.51.100.7');
  });

  it('ignores the peer header then (the peer is the proxy)', () => {
    expect(clientKey(request({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.7' }), 1)).toBe('198.51.100.7');
  });

  it('falls back to the leftmost entry when fewer proxies appended than configured', () => {
    expect(clientKey(request({ 'x-forwarded-for': '1.2.3.4' }), 5)).toBe('1.2.3.4');
    expect(clientKey(request({}), 1)).toBe('unknown-client');
  });
});

describe('addressKey', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 by /64, so rotating the interface part does not make a new client', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
  });
});

describe('trustedProxyCount', () => {
  it('is 0 unless the operator sets it', () => {
    expect(trustedProxyCount({})).toBe(0);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '2' })).toBe(2);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: 'yes' })).toBe(0);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '-1' })).toBe(0);
  });
});
