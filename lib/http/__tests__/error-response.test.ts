/** @jest-environment node */
import { NotFoundError } from '@/lib/server/errors';
import { errorResponse } from '../error-response';

describe('errorResponse', () => {
  it('answers a database out of reach (a PostgreSQL restart) 503 with Retry-After, not 500', async () => {
    const restart = new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    const response = errorResponse(restart, 'req-1');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: 'The service is briefly unavailable; please try again', code: 'ServiceUnavailable' });
  });

  it('keeps 500 for other failures and the domain\'s own statuses', async () => {
    expect(errorResponse(new Error('a bug'), 'req-2').status).toBe(500);
    expect(errorResponse(new NotFoundError(), 'req-3').status).toBe(404);
  });
});
