import { ApiError } from './client';

/**
 * A write refused because it named a version of a versioned resource that another write has replaced
 * (409 StaleVersion): the editor then shows the resource as it is now, never overwriting it.
 */
export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'StaleVersion';
