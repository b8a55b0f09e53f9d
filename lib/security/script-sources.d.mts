export interface ScriptSources {
  script: string[];
  connect: string[];
}
export interface OwnerScript {
  src?: string;
  code?: string;
}
export function scriptHash(code: string): string;
export function ownerScriptSources(scripts: OwnerScript[]): ScriptSources;
export const SOURCES_ATTRIBUTE: string;
export function signSources(sources: ScriptSources): string;
export function readSourceMarkers(html: string): ScriptSources;
