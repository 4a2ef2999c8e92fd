// A process whose own files vanish while it runs (the install moved or deleted) must keep
// compiling: its code identity becomes one no disk record matches, never a raw ENOENT.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

function vanishedFs() {
  vi.doMock('node:fs', async (original) => {
    const fs = await original<typeof import('node:fs')>();
    const gone = () => {
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    };
    return { ...fs, readdirSync: gone, statSync: gone };
  });
}

describe('code identity of a moved install', () => {
  it('codeIdentity and codeIdentityText answer, and differ between processes', async () => {
    vi.resetModules();
    vanishedFs();
    const key = await import('../../src/cache/key.js');
    const id = key.codeIdentity();
    expect(id.startsWith('unreadable\0')).toBe(true);
    expect(key.codeIdentityText().startsWith('unreadable\0')).toBe(true);
    // memoised: one identity per process, so its own records still match within the run
    expect(key.codeIdentity()).toBe(id);
  });

  it('reads the tree normally when its files are there', async () => {
    vi.resetModules();
    const key = await import('../../src/cache/key.js');
    expect(key.codeIdentity()).toMatch(/^[0-9a-f]{32}$/);
  });
});
