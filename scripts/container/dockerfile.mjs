// A small reader of the Dockerfile: its instructions, grouped by stage, and what the last stage runs.
// Used by scripts/container/runtime.mjs (what the smoke script runs) and by the Dockerfile's lint
// test (scripts/__tests__/dockerfile.test.ts). Handles what the Dockerfile uses: comments, `\`
// continuations, `ENV k=v ...`, JSON-array ENTRYPOINT/CMD; not heredocs or parser directives beyond `syntax`.

/** @typedef {{ keyword: string, args: string, line: number }} Instruction */
/** @typedef {{ name: string | null, from: string, instructions: Instruction[] }} Stage */

/** @param {string} text @returns {{ preamble: Instruction[], stages: Stage[] }} */
export function parseDockerfile(text) {
  /** @type {Instruction[]} */
  const instructions = [];
  let pending = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    if (!pending) start = index + 1;
    const continued = line.endsWith('\\');
    pending += (pending ? ' ' : '') + (continued ? line.slice(0, -1).trim() : line);
    if (continued) return;
    const [keyword = '', ...rest] = pending.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: start });
    pending = '';
  });
  /** @type {Instruction[]} */
  const preamble = [];
  /** @type {Stage[]} */
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ name: as?.toUpperCase() === 'AS' ? name ?? null : null, from, instructions: [] });
    } else if (stages.length === 0) preamble.push(instruction);
    else stages.at(-1)?.instructions.push(instruction);
  }
  return { preamble, stages };
}

/** `ENV a=1 b="two"` as pairs (the `ENV a 1` form is refused by the lint test). @param {string} args */
export function envPairs(args) {
  return [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)].map((m) => [m[1], m[3] ?? m[2]]);
}

/** What the image runs: the last stage's environment, user, working directory and command. @param {string} text */
export function runtimeOf(text) {
  const stage = parseDockerfile(text).stages.at(-1);
  if (!stage) throw new Error('the Dockerfile has no stage');
  /** @type {Record<string, string>} */
  const env = {};
  let user = 'root';
  let workdir = '/';
  /** @type {string[]} */
  let entrypoint = [];
  /** @type {string[]} */
  let cmd = [];
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'ENV') for (const [key, value] of envPairs(args)) env[key] = value;
    if (keyword === 'USER') user = args;
    if (keyword === 'WORKDIR') workdir = args;
    if (keyword === 'ENTRYPOINT') entrypoint = JSON.parse(args);
    if (keyword === 'CMD') cmd = JSON.parse(args);
  }
  return { env, user, workdir, command: [...entrypoint, ...cmd] };
}
