/**
 * Errors users can see: every code is in one typed catalog, every code in the catalog is raised
 * somewhere, tutti's own failures are InternalErrors, and no bare Error/RangeError is thrown in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, text: readFileSync(path, 'utf8') };
    });
}

describe('the error code catalog', () => {
  it('is a typed, as-const table: a code outside it does not compile', () => {
    const code: tt.ErrorCode = 'KERNEL_UNKNOWN_NAME';
    expect(tt.ERROR_CODES[code]).toMatch(/free name/);
    // @ts-expect-error — not a code in the catalog
    const bad: tt.ErrorCode = 'KERNEL_UNKNOWN_NAM';
    expect(tt.isErrorCode(bad)).toBe(false);
    expect(tt.isErrorCode('TUTTI_BUG')).toBe(true);
    // @ts-expect-error — error classes take catalog codes only
    expect(new tt.KernelExecutionError('NOT_A_CODE', 'x').code).toBe('NOT_A_CODE');
  });

  it('has stable upper-case names, each with a one-line meaning', () => {
    const codes = Object.keys(tt.ERROR_CODES);
    expect(codes.length).toBeGreaterThan(50);
    for (const [code, meaning] of Object.entries(tt.ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
      expect(meaning.length).toBeGreaterThan(10);
      expect(meaning).not.toContain('\n');
    }
  });

  it('is documented: docs/errors.md lists every code', () => {
    const doc = readFileSync(join(SRC, '../docs/errors.md'), 'utf8');
    expect(Object.keys(tt.ERROR_CODES).filter((c) => !doc.includes(`\`${c}\``))).toEqual([]);
  });

  it('lists only codes that src/ raises', () => {
    const text = sources(SRC)
      .filter((f) => !f.path.endsWith('codes.ts'))
      .map((f) => f.text)
      .join('\n');
    const unused = Object.keys(tt.ERROR_CODES).filter((c) => !text.includes(`'${c}'`));
    expect(unused).toEqual([]);
  });
});

describe('no bare error reaches a user', () => {
  it('src/ throws no bare Error, RangeError or TypeError', () => {
    const bare = /\bnew (Error|RangeError|TypeError|SyntaxError)\(/;
    const hits = sources(SRC).flatMap((f) =>
      f.text
        .split('\n')
        .map((line, i) => ({ line, at: `${f.path.slice(SRC.length + 1)}:${i + 1}` }))
        .filter((l) => bare.test(l.line))
        .map((l) => `${l.at}: ${l.line.trim()}`),
    );
    expect(hits).toEqual([]);
  });

  it('every error class in src/ derives from TuttiError', () => {
    const classes = sources(SRC).flatMap((f) =>
      [...f.text.matchAll(/class (\w+) extends (\w+)/g)]
        .filter((m) => (m[1] ?? '').endsWith('Error'))
        .map((m) => `${m[1]} extends ${m[2]}`),
    );
    const direct = classes.filter((c) => c.endsWith('extends Error'));
    expect(direct).toEqual(['TuttiError extends Error']);
  });

  it('InternalError says it is a tutti bug and asks for a report', () => {
    const e = new tt.InternalError('an invariant broke');
    expect(e).toBeInstanceOf(tt.TuttiError);
    expect(e.code).toBe('TUTTI_BUG');
    expect(e.name).toBe('InternalError');
    expect(e.detail).toBe('an invariant broke');
    expect(e.message).toMatch(/bug in tutti, not in your code: please report it/);
  });

  it('user-caused failures that were bare errors now carry codes', async () => {
    const x = tt.zeros([4], tt.f32, { device: 'js' });
    await expect(x.write([1, 2])).rejects.toMatchObject({ code: 'ARRAY_BAD_DATA', name: 'ArrayError' });
    const dup = { id: 'js', kind: 'cpu' } as unknown as tt.Backend;
    await expect(tt.registerBackend(dup)).rejects.toBeInstanceOf(tt.BackendRegistrationError);
  });
});
