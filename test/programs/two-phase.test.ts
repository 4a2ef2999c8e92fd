/**
 * Two-phase batches (src/programs/two-phase.ts): the pure prefix of a function's inlined body is
 * split off (any function, not one benchmark), a body that starts with a side effect is left
 * unchanged, and the divergent toy's `move` (xorshift, log, distance, then branches and pushes)
 * gets per-lane rows for its prefix locals; its results stay exact (test/programs/divergent.test.ts,
 * coalescing.test.ts and private-tallies.test.ts run it two-phase on js, wasm and native).
 */
import { describe, expect, it } from 'vitest';
import { divergentSpec } from '../../examples/programs/divergent.js';
import type { RawExpr, RawStmt } from '../../src/ir/nodes.js';
import { AsyncProgram } from '../../src/programs/async-program.js';
import { splitPurePrefix } from '../../src/programs/two-phase.js';

const local = (name: string): RawExpr => ({ kind: 'local', type: 'unknown', name });
const log = (arg: RawExpr): RawExpr => ({ kind: 'call', type: 'unknown', fn: 'log', args: [arg] });
const assign = (name: string, value: RawExpr): RawStmt => ({ kind: 'assign', name, value });
const store: RawStmt = {
  kind: 'store',
  array: 'tally',
  index: { kind: 'const', type: 'int', value: 0 },
  value: local('d'),
  checked: true,
  site: 0,
};
/** inlineBody's shape: the body in a loop that a return breaks. */
const inlined = (stmts: RawStmt[]): RawStmt[] => [
  { kind: 'loop', test: null, testAtEnd: false, body: [...stmts, { kind: 'break' }], update: [] },
];

describe('two-phase batches: the pure prefix', () => {
  it('splits leading pure assignments with a math call off, the rest keeps the shape', () => {
    const body = inlined([
      assign('u', local('x')),
      assign('d', log(local('u'))),
      store,
      assign('e', log(local('d'))),
    ]);
    const p = splitPurePrefix(body, ['x']);
    expect(p?.names).toEqual(['u', 'd']);
    expect(p?.stmts.length).toBe(2);
    const rest = p?.rest[0];
    expect(rest?.kind === 'loop' ? rest.body.map((s) => s.kind) : []).toEqual(['store', 'assign', 'break']);
  });
  it('leaves a body whose first statement has a side effect unchanged', () => {
    expect(splitPurePrefix(inlined([store, assign('d', log(local('x')))]), ['x'])).toBeNull();
  });
  it('stops at a load (an earlier call of the batch may store there) and wants a math call', () => {
    const load: RawExpr = {
      kind: 'load',
      type: 'unknown',
      array: 'a',
      index: local('x'),
      checked: true,
      site: 0,
    };
    expect(splitPurePrefix(inlined([assign('v', load), assign('d', log(local('v')))]), ['x'])).toBeNull();
    expect(splitPurePrefix(inlined([assign('v', local('x')), store]), ['x'])).toBeNull();
    // a local not assigned by the prefix (a worker's) is not the prefix's to move
    expect(splitPurePrefix(inlined([assign('d', log(local('w')))]), ['x'])).toBeNull();
  });
  it("gives the divergent toy's move rows for its prefix locals, and no other function any", () => {
    const prog = new AsyncProgram(divergentSpec);
    const rows = (name: string) => {
      const l = prog.layouts.find((x) => x.name === name);
      return l ? [...l.groups.values()].reduce((a, b) => a + b, 0) - l.args.length : -1;
    };
    expect(rows('move')).toBe(4); // s, u, left, d
    for (const f of ['cross', 'collide', 'scatter', 'split', 'absorb', 'census']) expect(rows(f)).toBe(0);
  });
});
