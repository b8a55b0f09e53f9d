import type { DestinationStream, LevelWithSilent, Logger } from 'pino';

export function logLevel(env: NodeJS.ProcessEnv): LevelWithSilent;
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger;
