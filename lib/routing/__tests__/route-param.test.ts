import { decodeRouteParam, MAX_ROUTE_PARAM_LENGTH } from '../route-param';

describe('decodeRouteParam', () => {
  it('decodes slugs, non-ASCII ones included', () => {
    expect(decodeRouteParam('blue-mug')).toBe('blue-mug');
    expect(decodeRouteParam('t%C3%B6pfe')).toBe('töpfe');
    expect(decodeRouteParam('50%25-off')).toBe('50%-off');
  });

  it.each(['%FF', '%E0%A4%A', '%', 'a%0', '%C0%AF'])('refuses the invalid percent-encoding %s', (raw) => {
    expect(decodeRouteParam(raw)).toBeNull();
  });

  it.each(['a%00b', '%0A', 'x%1Fy', '%7F'])('refuses the control character in %s', (raw) => {
    expect(decodeRouteParam(raw)).toBeNull();
  });

  it('refuses empty and overlong segments', () => {
    expect(decodeRouteParam('')).toBeNull();
    expect(decodeRouteParam(undefined)).toBeNull();
    expect(decodeRouteParam('a'.repeat(MAX_ROUTE_PARAM_LENGTH))).not.toBeNull();
    expect(decodeRouteParam('a'.repeat(MAX_ROUTE_PARAM_LENGTH + 1))).toBeNull();
  });
});
