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
return function kernel_kernel(n0, n1, n2, a_x, a_out) {
  const a_sh_s = new Float32Array(64);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_l = 0, v_h = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_l = v_wi_l0;
      a_sh_s[ck(v_l, a_sh_s.length, 1)] = ld(a_x, ((Math.imul(i0, 64) + v_wi_l0) | 0), 0);
    }
    v_h = 32;
    for (; (v_h > 0); v_h = (v_h >> 1)) {
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < v_h)) {
          a_sh_s[ck(v_wi_l0, a_sh_s.length, 4)] = fr(ld(a_sh_s, v_wi_l0, 2) + ld(a_sh_s, ((v_wi_l0 + v_h) | 0), 3));
        }
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      if ((v_wi_l0 === 0)) {
        a_out[ck(i0, a_out.length, 6)] = ld(a_sh_s, 0, 5);
      }
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
return function kernel_kernel(n0, n1, n2, a_x, a_out) {
  const a_sh_s = new Float32Array(64);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_l = 0, v_h = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_l = v_wi_l0;
      a_sh_s[ck(v_l, a_sh_s.length, 1)] = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
    }
    v_h = 32;
    for (; (v_h > 0); v_h = (v_h >> 1)) {
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < v_h)) {
          a_sh_s[ck(v_wi_l0, a_sh_s.length, 4)] = fr(ld(a_sh_s, v_wi_l0, 2) + ld(a_sh_s, ((v_wi_l0 + v_h) | 0), 3));
        }
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      if ((v_wi_l0 === 0)) {
        a_out[ck(i0, a_out.length, 6)] = ld(a_sh_s, 0, 5);
      }
    }
  }
};