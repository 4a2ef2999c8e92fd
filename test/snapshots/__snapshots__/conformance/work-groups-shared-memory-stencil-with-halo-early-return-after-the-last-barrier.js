// ==== checked ====
"use strict";
const fr = Math.fround;
const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));
const ld = (a, i, s) => { const v = a[i]; return v !== undefined ? v : oob(s, i, a.length); };
const irem_i32 = (a, b) => (b === 0 ? 0 : (a % b) | 0);
const irem_u32 = (a, b) => (b === 0 ? 0 : (a % b) >>> 0);
const idiv_i32 = (a, b) => (b === 0 ? 0 : (a / b) | 0);
const idiv_u32 = (a, b) => (b === 0 ? 0 : Math.trunc(a / b) >>> 0);
const fidx = (f) => ((f | 0) === f ? f | 0 : -1);
const at_load = (a, i) => a[i];
const at_store = (a, i, v) => { a[i] = v; return a[i]; };
const at_exchange = (a, i, v) => { const o = a[i]; a[i] = v; return o; };
const at_compareExchange = (a, i, e, v) => { const o = a[i]; if (o === e) a[i] = v; return o; };
const at_add = (a, i, v) => { const o = a[i]; a[i] = o + v; return o; };
const at_sub = (a, i, v) => { const o = a[i]; a[i] = o - v; return o; };
const at_and = (a, i, v) => { const o = a[i]; a[i] = o & v; return o; };
const at_or = (a, i, v) => { const o = a[i]; a[i] = o | v; return o; };
const at_xor = (a, i, v) => { const o = a[i]; a[i] = o ^ v; return o; };
return function kernel_kernel(n0, n1, n2, a_x, a_y, p_n) {
  const a_sh_tile = new Float32Array(34);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_l = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_l = v_wi_l0;
      a_sh_tile[ck(((v_l + 1) | 0), a_sh_tile.length, 1)] = ld(a_x, ((Math.imul(i0, 32) + v_wi_l0) | 0), 0);
      if ((v_l === 0)) {
        a_sh_tile[ck(0, a_sh_tile.length, 3)] = ((((Math.imul(i0, 32) + v_wi_l0) | 0) > 0) ? ld(a_x, ((((Math.imul(i0, 32) + v_wi_l0) | 0) - 1) | 0), 2) : 0);
      }
      if ((v_l === 31)) {
        a_sh_tile[ck(33, a_sh_tile.length, 5)] = ((i0 < ((n0 - 1) | 0)) ? ld(a_x, ((((Math.imul(i0, 32) + v_wi_l0) | 0) + 1) | 0), 4) : 0);
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      do {
        if ((((Math.imul(i0, 32) + v_wi_l0) | 0) >= p_n)) {
          break;
        }
        a_y[ck(((Math.imul(i0, 32) + v_wi_l0) | 0), a_y.length, 9)] = fr(fr(ld(a_sh_tile, v_wi_l0, 6) + fr(2 * ld(a_sh_tile, ((v_wi_l0 + 1) | 0), 7))) + ld(a_sh_tile, ((v_wi_l0 + 2) | 0), 8));
      } while (false);
    }
  }
};
// ==== fast (hoisted range checks) ====
"use strict";
const fr = Math.fround;
const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));
const ld = (a, i, s) => { const v = a[i]; return v !== undefined ? v : oob(s, i, a.length); };
const irem_i32 = (a, b) => (b === 0 ? 0 : (a % b) | 0);
const irem_u32 = (a, b) => (b === 0 ? 0 : (a % b) >>> 0);
const idiv_i32 = (a, b) => (b === 0 ? 0 : (a / b) | 0);
const idiv_u32 = (a, b) => (b === 0 ? 0 : Math.trunc(a / b) >>> 0);
const fidx = (f) => ((f | 0) === f ? f | 0 : -1);
const at_load = (a, i) => a[i];
const at_store = (a, i, v) => { a[i] = v; return a[i]; };
const at_exchange = (a, i, v) => { const o = a[i]; a[i] = v; return o; };
const at_compareExchange = (a, i, e, v) => { const o = a[i]; if (o === e) a[i] = v; return o; };
const at_add = (a, i, v) => { const o = a[i]; a[i] = o + v; return o; };
const at_sub = (a, i, v) => { const o = a[i]; a[i] = o - v; return o; };
const at_and = (a, i, v) => { const o = a[i]; a[i] = o & v; return o; };
const at_or = (a, i, v) => { const o = a[i]; a[i] = o | v; return o; };
const at_xor = (a, i, v) => { const o = a[i]; a[i] = o ^ v; return o; };
return function kernel_kernel(n0, n1, n2, a_x, a_y, p_n) {
  const a_sh_tile = new Float32Array(34);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_l = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_l = v_wi_l0;
      a_sh_tile[ck(((v_l + 1) | 0), a_sh_tile.length, 1)] = a_x[((Math.imul(i0, 32) + v_wi_l0) | 0)];
      if ((v_l === 0)) {
        a_sh_tile[ck(0, a_sh_tile.length, 3)] = ((((Math.imul(i0, 32) + v_wi_l0) | 0) > 0) ? ld(a_x, ((((Math.imul(i0, 32) + v_wi_l0) | 0) - 1) | 0), 2) : 0);
      }
      if ((v_l === 31)) {
        a_sh_tile[ck(33, a_sh_tile.length, 5)] = ((i0 < ((n0 - 1) | 0)) ? ld(a_x, ((((Math.imul(i0, 32) + v_wi_l0) | 0) + 1) | 0), 4) : 0);
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      do {
        if ((((Math.imul(i0, 32) + v_wi_l0) | 0) >= p_n)) {
          break;
        }
        a_y[((Math.imul(i0, 32) + v_wi_l0) | 0)] = fr(fr(ld(a_sh_tile, v_wi_l0, 6) + fr(2 * ld(a_sh_tile, ((v_wi_l0 + 1) | 0), 7))) + ld(a_sh_tile, ((v_wi_l0 + 2) | 0), 8));
      } while (false);
    }
  }
};