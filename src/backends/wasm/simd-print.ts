/**
 * console.log in a SIMD body (simd-analysis.ts `printRecord`): its slot claim and record run lane
 * by lane as scalar code, on 4 lanes or on 2 (f64 kernels).
 */

import { InternalError } from '../../errors/errors.js';
import type { Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { stmt as scalarStmt } from './codegen-stmt.js';
import type { Mask, VecScope } from './simd-scope.js';
import type { X } from './types.js';

/**
 * console.log's slot claim and the `if` that writes its record (simd-analysis.ts `printRecord`),
 * run lane by lane as scalar code: for each active lane, the locals it reads are copied out of
 * their vectors, the inner index is the lane's, and the locals it sets are copied back. The
 * enclosing `if` already skips it when no lane prints.
 */
export function vprint(s: VecScope, record: readonly Stmt[], mask: Mask): X {
  const { m, b } = s.c;
  s.products.clear(); // it sets locals lane by lane
  s.stored.clear(); // and stores its record
  const names = new Set<string>();
  const set = new Set<string>();
  visit(
    record,
    (e) => {
      if (e.kind === 'local') names.add(e.name);
    },
    (st) => {
      if (st.kind === 'assign') set.add(st.name);
    },
  );
  const idx = s.index[s.inner] ?? 0;
  const lane0 = s.c.scratch('i32');
  const scalar = { ...s, itemLabel: null };
  const lanes: X[] = [m.local.set(lane0, m.local.get(idx, b.i32))];
  // a bool's (or the mask's) lane l: its i32 lane l, or l * 2 when masks are 64-bit (2 lanes)
  const word = 4 / s.lanes;
  for (let l = 0; l < s.lanes; l++) {
    const body: X[] = [m.local.set(idx, m.i32.add(m.local.get(lane0, b.i32), m.i32.const(l)))];
    for (const name of names) {
      if (s.uniform.has(name)) continue; // its scalar local already holds every lane's value
      const v = s.vlocals.get(name);
      const x = s.c.vars.get(name);
      if (v === undefined || !x) throw new InternalError(`unknown local '${name}'`);
      const vec = m.local.get(v, b.v128);
      const lane =
        x.type === 'f32'
          ? m.f32x4.extract_lane(vec, l)
          : x.type === 'f64'
            ? m.f64x2.extract_lane(vec, l)
            : x.type === 'bool'
              ? m.i32.and(m.i32x4.extract_lane(vec, l * word), m.i32.const(1))
              : m.i32x4.extract_lane(vec, l);
      body.push(m.local.set(x.index, lane));
    }
    for (const st of record) body.push(scalarStmt(scalar, st));
    for (const name of set) {
      if (s.uniform.has(name)) throw new InternalError(`console.log sets uniform local '${name}'`);
      const v = s.vlocals.get(name);
      const x = s.c.vars.get(name);
      if (v === undefined || !x || x.type === 'f32' || x.type === 'f64' || x.type === 'bool') continue; // slot, base: u32
      const vec = m.local.get(v, b.v128);
      body.push(m.local.set(v, m.i32x4.replace_lane(vec, l, m.local.get(x.index, b.i32))));
    }
    const on = mask === null ? m.i32.const(1) : m.i32x4.extract_lane(m.local.get(mask, b.v128), l * word);
    lanes.push(m.if(on, m.block(null, body)));
  }
  lanes.push(m.local.set(idx, m.local.get(lane0, b.i32)));
  return m.block(null, lanes);
}
