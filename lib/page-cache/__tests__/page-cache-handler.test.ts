/** @jest-environment node */
import { createHash } from 'node:crypto';
import { addContentPolicy, inlineScriptHashes } from '../page-cache-handler';
import { ownerScriptSources, readSourceMarkers, signSources, SOURCES_ATTRIBUTE } from '@/lib/security/script-sources.mjs';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"html\\"]\\n"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, as the browser hashes its text, and skips files', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"0:[\\"$\\",\\"html\\"]\\n"])'),
      sha('{"@type":"Organization"}'),
    ]);
  });
});

describe('addContentPolicy', () => {
  it('gives a cached page a policy naming its inline scripts and nothing else', () => {
    const value: { kind: string; html: string; headers?: Record<string, string> } = { kind: 'APP_PAGE', html: PAGE };
    addContentPolicy(value);
    const policy = value.headers!['content-security-policy']!;
    expect(policy).toContain(`script-src 'self' ${sha('(self.__next_f=self.__next_f||[]).push([0])')}`);
    expect(policy).not.toMatch(/unsafe-inline[^;]*;[^;]*script-src|script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain('report-uri /api/v2/report-violation');
  });

  it('keeps a policy the entry already has and leaves other kinds of entries alone', () => {
    const cached = { kind: 'APP_PAGE', html: PAGE, headers: { 'content-security-policy': 'kept' } };
    addContentPolicy(cached);
    expect(cached.headers['content-security-policy']).toBe('kept');
    const route: { kind: string; body: string; headers?: object } = { kind: 'APP_ROUTE', body: 'x' };
    addContentPolicy(route);
    expect(route.headers).toBeUndefined();
    expect(() => addContentPolicy(undefined)).not.toThrow();
  });

  it('adds the hashes and hosts of the owner scripts a signed marker names', () => {
    const sources = ownerScriptSources([{ code: 'window.owner = 1;' }, { src: 'https://cdn.example.com/tag.js' }, { src: 'http://plain.example.com/x.js' }]);
    expect(sources).toEqual({ script: [sha('window.owner = 1;'), 'https://cdn.example.com'], connect: ['https://cdn.example.com'] });
    const value: { kind: string; html: string; headers?: Record<string, string> } = {
      kind: 'APP_PAGE', html: `${PAGE}<template ${SOURCES_ATTRIBUTE}="${signSources(sources)}"></template>`,
    };
    addContentPolicy(value);
    expect(value.headers!['content-security-policy']).toContain(`${sha('window.owner = 1;')} https://cdn.example.com`);
    expect(value.headers!['content-security-policy']).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('ignores a marker smuggled into the page without this process\'s signature', () => {
    const forged = Buffer.from(JSON.stringify({ script: ["'unsafe-inline'", 'https://evil.example'], connect: [] })).toString('base64url');
    const valid = signSources({ script: ['https://evil.example'], connect: [] });
    const html = `${PAGE}<template ${SOURCES_ATTRIBUTE}="${forged}.${valid.split('.')[1]}"></template><template ${SOURCES_ATTRIBUTE}="${forged}.bad"></template>`;
    expect(readSourceMarkers(html)).toEqual({ script: [], connect: [] });
    // Even a signed marker can only name hashes and https hosts.
    expect(readSourceMarkers(`<template ${SOURCES_ATTRIBUTE}="${signSources({ script: ["'unsafe-inline'", '*'], connect: ['data:'] })}">`)).toEqual({ script: [], connect: [] });
  });
});
