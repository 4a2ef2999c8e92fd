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
return function kernel_kernel(n0, n1, n2, a_b, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_j = 0;
    a_o[ck(Math.imul(i0, 3), a_o.length, 2)] = ((NaN < ld(a_b, i0, 0)) ? ld(a_b, i0, 1) : NaN);
    a_o[ck(((Math.imul(i0, 3) + 1) | 0), a_o.length, 5)] = ((ld(a_b, i0, 3) < 2) ? 2 : ld(a_b, i0, 4));
    v_j = 0;
    for (; (v_j < 2); v_j = ((v_j + 1) | 0)) {
      a_o[ck(((Math.imul(i0, 3) + 2) | 0), a_o.length, 7)] = fr(1 / fr(ld(a_b, i0, 6) + fr(Math.imul(0, v_j))));
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
return function kernel_kernel(n0, n1, n2, a_b, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_j = 0;
    a_o[ck(Math.imul(i0, 3), a_o.length, 2)] = ((NaN < a_b[i0]) ? a_b[i0] : NaN);
    a_o[ck(((Math.imul(i0, 3) + 1) | 0), a_o.length, 5)] = ((a_b[i0] < 2) ? 2 : a_b[i0]);
    v_j = 0;
    for (; (v_j < 2); v_j = ((v_j + 1) | 0)) {
      a_o[ck(((Math.imul(i0, 3) + 2) | 0), a_o.length, 7)] = fr(1 / fr(a_b[i0] + fr(Math.imul(0, v_j))));
    }
  }
};