import { ApiError } from './client';

/**
 * A write refused because it named a version of a versioned resource that another write has replaced
 * (409 StaleVersion): the editor then shows the resource as it is now, never overwriting it.
 */
export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'StaleVersion';

/**
 * The refusal a stale write gets, given by the editor itself: it already holds another writer's change of
 * what a write sets (brought by a refresh, or by a write sent again on a newer version) while its form
 * still shows the older value, so sending would overwrite that change unseen. `current` is the resource
 * as the editor knows it now, as the server's 409 carries it.
 */
export const staleVersionError = (currentVersion: number, current: unknown): ApiError =>
  new ApiError('Changed by someone else in the meantime', 409, 'Conflict', null, 'StaleVersion', { currentVersion, current });
