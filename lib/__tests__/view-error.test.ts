import { viewErrorDigest, viewErrorOf } from '../view-error';

describe('a view error in an error\'s digest', () => {
  it('comes back with its status code, message and request id', () => {
    const digest = viewErrorDigest({ statusCode: 422, requestId: 'b1946ac9-2c1f-4b5e-9d3e-0f1a2b3c4d5e', message: 'Too many filters; at most 50' });
    expect(viewErrorOf({ digest })).toEqual({ statusCode: 422, message: 'Too many filters; at most 50', requestId: 'b1946ac9-2c1f-4b5e-9d3e-0f1a2b3c4d5e' });
  });

  it('is a 500 named by Next\'s digest for any other error, without a message', () => {
    expect(viewErrorOf({ digest: '2386439912' })).toEqual({ statusCode: 500, message: null, requestId: '2386439912' });
    expect(viewErrorOf({})).toEqual({ statusCode: 500, message: null, requestId: null });
  });

  it('is a 500 for a digest that only looks like one', () => {
    for (const digest of ['VIEW_ERROR;', 'VIEW_ERROR;200;id;OK', 'VIEW_ERROR;abc;id;x', 'VIEW_ERROR;404;;Not found']) {
      expect(viewErrorOf({ digest })).toEqual({ statusCode: 500, message: null, requestId: digest });
    }
  });
});
