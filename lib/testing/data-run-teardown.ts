// Global teardown of the Jest data project (jest.config.ts): removes what data-run-setup.ts began.
export { endTestRun as default } from '../db/testing/run';
