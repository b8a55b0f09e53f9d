export interface Instruction { keyword: string; args: string; line: number }
export interface Stage { name: string | null; from: string; instructions: Instruction[] }
export function parseDockerfile(text: string): { preamble: Instruction[]; stages: Stage[] };
export function envPairs(args: string): [string, string][];
export function runtimeOf(text: string): { env: Record<string, string>; user: string; workdir: string; command: string[] };
