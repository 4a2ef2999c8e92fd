// ==== checked ====
"use strict";
const fr = Math.fround;
const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));
const st = (a, i, v, s) => { if ((i >>> 0) < a.length) a[i] = v; else oob(s, i, a.length); };
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
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    st(a_f, i0, fr(fr(ld(a_a, i0, 0)) / fr(ld(a_b, i0, 1))), 2);
    st(a_t, Math.imul(i0, 2), idiv_i32(ld(a_a, i0, 3), ld(a_b, i0, 4)), 5);
    st(a_t, ((Math.imul(i0, 2) + 1) | 0), idiv_i32(ld(a_a, i0, 6), ld(a_b, i0, 7)), 8);
    st(a_fl, i0, (((irem_i32(ld(a_a, i0, 9), ld(a_b, i0, 10)) !== 0) && ((irem_i32(ld(a_a, i0, 9), ld(a_b, i0, 10)) < 0) !== (ld(a_b, i0, 10) < 0))) ? ((idiv_i32(ld(a_a, i0, 9), ld(a_b, i0, 10)) - 1) | 0) : idiv_i32(ld(a_a, i0, 9), ld(a_b, i0, 10))), 11);
    st(a_r, i0, irem_i32(ld(a_a, i0, 12), ld(a_b, i0, 13)), 14);
    st(a_fm, i0, fr(ld(a_f, i0, 15) % 0.75), 16);
  }
};
// ==== fast (hoisted range checks) ====
"use strict";
const fr = Math.fround;
const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));
const st = (a, i, v, s) => { if ((i >>> 0) < a.length) a[i] = v; else oob(s, i, a.length); };
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
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    a_f[i0] = fr(fr(a_a[i0]) / fr(a_b[i0]));
    st(a_t, Math.imul(i0, 2), idiv_i32(a_a[i0], a_b[i0]), 5);
    st(a_t, ((Math.imul(i0, 2) + 1) | 0), idiv_i32(a_a[i0], a_b[i0]), 8);
    a_fl[i0] = (((irem_i32(a_a[i0], a_b[i0]) !== 0) && ((irem_i32(a_a[i0], a_b[i0]) < 0) !== (a_b[i0] < 0))) ? ((idiv_i32(a_a[i0], a_b[i0]) - 1) | 0) : idiv_i32(a_a[i0], a_b[i0]));
    a_r[i0] = irem_i32(a_a[i0], a_b[i0]);
    a_fm[i0] = fr(a_f[i0] % 0.75);
  }
};