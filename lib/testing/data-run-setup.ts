// Global setup of the Jest data project (jest.config.ts): the run's templates, lib/db/testing/run.ts.
export { startTestRun as default } from '../db/testing/run';
