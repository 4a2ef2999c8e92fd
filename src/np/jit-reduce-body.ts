/**
 * The bodies of tt.jit's fused reduction kernels (jit-reduce.ts), statement for statement the
 * first passes of tt.sum & co. (src/ops/reduce-kernels.ts) and tt.argmin/argmax
 * (src/ops/arg-reduce.ts) with each load replaced by a fused chain: `element(at, into, fold)` gives
 * the statements that set local `into` to the chain at flat element `at` (fold: combine it into
 * `into`; `along`: its position along the line, for leaves read by line coordinates). Item i folds block b of one line of `len` elements `inner` apart (lanes: inner = 1).
 */
import type { RawExpr, RawStmt, RawType } from '../ir/nodes.js';
import { and, assign, bin, call, index0, lit, local, or, param } from './ir.js';

/** `along`: the element's position along its line (0 … len − 1). */
export type Element = (at: RawExpr, into: string, fold: boolean, along: RawExpr) => RawStmt[];
export type Combine = (a: RawExpr, b: RawExpr) => RawExpr;

const i32 = (n: string) => local(n, 'i32');
const p = (n: string) => param(n, 'i32');
const k = i32('k');

const loop = (test: RawExpr, step: number, stmts: RawStmt[]): RawStmt => ({
  kind: 'loop',
  test,
  testAtEnd: false,
  body: stmts,
  update: [assign('k', bin('add', k, lit(step)))],
});

const store = (array: string, value: RawExpr, site: number, index = index0): RawStmt => ({
  kind: 'store',
  array,
  index,
  value,
  checked: false,
  site,
});

/** The locals each body uses (i32s, and the accumulator type's): none declared unused (nvcc warns). */
export const BODY_LOCALS: Readonly<
  Record<'lanes' | 'strided' | 'arg', { ints: string[]; values: string[] }>
> = {
  lanes: { ints: ['q', 'o', 'line', 'start', 'end', 'stop', 'k'], values: ['acc', 'a1', 'a2', 'a3'] },
  strided: { ints: ['q', 'o', 'base', 'start', 'end', 'k'], values: ['acc'] },
  arg: { ints: ['q', 'o', 'base', 'start', 'end', 'k', 'bi'], values: ['acc', 'v'] },
};

/** Flat element x's position along the lanes pass's line. */
const pos = (x: RawExpr) => bin('sub', x, i32('line'));

/** tt.sum's `lanes` pass: contiguous lines, element k into partial k mod 4. */
export function lanesBody(
  element: Element,
  combine: Combine,
  acc: RawType,
  outSite: () => number,
): RawStmt[] {
  const body: RawStmt[] = [
    assign('q', bin('rem', index0, p('nb'))),
    assign('o', bin('idiv', index0, p('nb'))),
    assign('line', bin('mul', i32('o'), p('len'))),
    assign('start', bin('add', i32('line'), bin('mul', i32('q'), p('B')))),
    assign(
      'end',
      bin('add', i32('line'), call('min', bin('add', bin('mul', i32('q'), p('B')), p('B')), p('len'))),
    ),
    ...element(i32('start'), 'acc', false, pos(i32('start'))),
  ];
  const span = bin('sub', i32('end'), i32('start'));
  const lanes: RawStmt[] = [
    ...element(bin('add', i32('start'), lit(1)), 'a1', false, pos(bin('add', i32('start'), lit(1)))),
    ...element(bin('add', i32('start'), lit(2)), 'a2', false, pos(bin('add', i32('start'), lit(2)))),
    ...element(bin('add', i32('start'), lit(3)), 'a3', false, pos(bin('add', i32('start'), lit(3)))),
    assign(
      'stop',
      bin(
        'add',
        bin('add', i32('start'), lit(4)),
        bin('mul', bin('idiv', bin('sub', span, lit(4)), lit(4)), lit(4)),
      ),
    ),
    assign('k', bin('add', i32('start'), lit(4))),
    loop(bin('lt', k, i32('stop')), 4, [
      ...element(k, 'acc', true, pos(k)),
      ...element(bin('add', k, lit(1)), 'a1', true, pos(bin('add', k, lit(1)))),
      ...element(bin('add', k, lit(2)), 'a2', true, pos(bin('add', k, lit(2)))),
      ...element(bin('add', k, lit(3)), 'a3', true, pos(bin('add', k, lit(3)))),
    ]),
    assign(
      'acc',
      combine(combine(local('acc', acc), local('a1', acc)), combine(local('a2', acc), local('a3', acc))),
    ),
    assign('k', i32('stop')),
    loop(bin('lt', k, i32('end')), 1, element(k, 'acc', true, pos(k))),
  ];
  const short: RawStmt[] = [
    assign('k', bin('add', i32('start'), lit(1))),
    loop(bin('lt', k, i32('end')), 1, element(k, 'acc', true, pos(k))),
  ];
  body.push({ kind: 'if', test: bin('ge', span, lit(8)), consequent: lanes, alternate: short });
  body.push(store('out', local('acc', acc), outSite()));
  return body;
}

/** The strided and arg passes are 3-D launches [outer, nb, inner]: item (o, block, t). */
const index1: RawExpr = { kind: 'index', type: 'i32', dim: 1 };
/** The item's place among the `inner` elements of its line (the third launch index). */
export const index2: RawExpr = { kind: 'index', type: 'i32', dim: 2 };

/** Where item (o, block, t) writes: (o · nb + block) · inner + t, the 1-D pass's item index. */
const outIndex = bin('add', bin('mul', bin('add', bin('mul', index0, p('nb')), index1), p('inner')), index2);

/**
 * lineBase and blockStart of reduce-kernels.ts (BLOCK_HELPERS) for item (o, q, t) of the 3-D
 * launch (no division per item); `end` as each per-block kernel ends.
 */
function blockHeader(): RawStmt[] {
  return [
    assign('q', index1),
    assign('o', index0),
    assign('base', bin('add', bin('mul', bin('mul', i32('o'), p('len')), p('inner')), index2)),
    assign('start', bin('mul', i32('q'), p('B'))),
    assign('end', call('min', bin('add', i32('start'), p('B')), p('len'))),
  ];
}

const at = (kk: RawExpr) => bin('add', i32('base'), bin('mul', kk, p('inner')));

/** tt.sum's `strided` pass: left to right along a line whose elements are `inner` apart. */
export function stridedBody(element: Element, acc: RawType, outSite: () => number): RawStmt[] {
  return [
    ...blockHeader(),
    ...element(at(i32('start')), 'acc', false, i32('start')),
    assign('k', bin('add', i32('start'), lit(1))),
    loop(bin('lt', k, i32('end')), 1, element(at(k), 'acc', true, k)),
    store('out', local('acc', acc), outSite(), outIndex),
  ];
}

/**
 * tt.argmin/argmax's first pass: the first best value of the block and its index along the line
 * (a NaN is better than anything but an earlier NaN); values to `out`, indices to `oi`.
 */
export function argBody(
  which: 'min' | 'max',
  element: Element,
  value: RawType,
  sites: { out: number; oi: number },
): RawStmt[] {
  const v = local('v', value);
  const best = local('acc', value);
  const better = or(bin(which === 'min' ? 'lt' : 'gt', v, best), and(bin('ne', v, v), bin('eq', best, best)));
  return [
    ...blockHeader(),
    ...element(at(i32('start')), 'acc', false, i32('start')),
    assign('bi', i32('start')),
    assign('k', bin('add', i32('start'), lit(1))),
    loop(bin('lt', k, i32('end')), 1, [
      ...element(at(k), 'v', false, k),
      { kind: 'if', test: better, consequent: [assign('acc', v), assign('bi', k)], alternate: [] },
    ]),
    store('out', best, sites.out, outIndex),
    store('oi', i32('bi'), sites.oi, outIndex),
  ];
}
