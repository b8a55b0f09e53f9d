import { NextRequest } from 'next/server';
import { clientKey } from '../cookies';

const request = (forwardedFor?: string) =>
  new NextRequest('http://localhost/api/v2/shop', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('clientKey', () => {
  it('takes the address the trusted proxy appended, not what the client claims', () => {
    expect(clientKey(request('6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientKey(request('6.6.6.6, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
    expect(clientKey(request('198.51.100.7'))).toBe('198.51.100.7');
  });

  it('falls back to one shared bucket when there is no address', () => {
    expect(clientKey(request())).toBe('unknown-client');
    expect(clientKey(request('1.2.3.4'), 5)).toBe('1.2.3.4');
  });
});
