import { ApiError } from '@/lib/api/client';
import { conflictVersionOf } from '../save-conflict';

const failure = (status: number, body?: Record<string, unknown>) => new ApiError('refused', status, 'Refused', null, undefined, body);

describe('a save refused because another owner saved first', () => {
  it('names the version they saved, and only for a 409 that says it', () => {
    expect(conflictVersionOf(failure(409, { currentVersion: 7 }))).toBe(7);
    expect(conflictVersionOf(failure(409))).toBeNull();
    expect(conflictVersionOf(failure(409, { currentVersion: '7' }))).toBeNull();
    expect(conflictVersionOf(failure(422, { currentVersion: 7 }))).toBeNull();
    expect(conflictVersionOf(new Error('offline'))).toBeNull();
  });
});
