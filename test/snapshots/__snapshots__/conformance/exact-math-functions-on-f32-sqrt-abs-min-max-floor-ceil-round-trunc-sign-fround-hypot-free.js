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
return function kernel_kernel(n0, n1, n2, a_x, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_v = 0;
    v_v = ld(a_x, i0, 0);
    st(a_o, Math.imul(i0, 10), fr(Math.sqrt(fr(Math.abs(v_v)))), 1);
    st(a_o, ((Math.imul(i0, 10) + 1) | 0), fr(Math.abs(v_v)), 2);
    st(a_o, ((Math.imul(i0, 10) + 2) | 0), fr(Math.min(v_v, 0.25)), 3);
    st(a_o, ((Math.imul(i0, 10) + 3) | 0), fr(Math.max(fr(Math.max(v_v, (-0.25))), 0.10000000149011612)), 4);
    st(a_o, ((Math.imul(i0, 10) + 4) | 0), fr(Math.floor(v_v)), 5);
    st(a_o, ((Math.imul(i0, 10) + 5) | 0), fr(Math.ceil(v_v)), 6);
    st(a_o, ((Math.imul(i0, 10) + 6) | 0), fr(Math.round(v_v)), 7);
    st(a_o, ((Math.imul(i0, 10) + 7) | 0), fr(Math.trunc(v_v)), 8);
    st(a_o, ((Math.imul(i0, 10) + 8) | 0), fr(Math.sign(v_v)), 9);
    st(a_o, ((Math.imul(i0, 10) + 9) | 0), fr(v_v * 3), 10);
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
return function kernel_kernel(n0, n1, n2, a_x, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_v = 0;
    v_v = a_x[i0];
    st(a_o, Math.imul(i0, 10), fr(Math.sqrt(fr(Math.abs(v_v)))), 1);
    st(a_o, ((Math.imul(i0, 10) + 1) | 0), fr(Math.abs(v_v)), 2);
    st(a_o, ((Math.imul(i0, 10) + 2) | 0), fr(Math.min(v_v, 0.25)), 3);
    st(a_o, ((Math.imul(i0, 10) + 3) | 0), fr(Math.max(fr(Math.max(v_v, (-0.25))), 0.10000000149011612)), 4);
    st(a_o, ((Math.imul(i0, 10) + 4) | 0), fr(Math.floor(v_v)), 5);
    st(a_o, ((Math.imul(i0, 10) + 5) | 0), fr(Math.ceil(v_v)), 6);
    st(a_o, ((Math.imul(i0, 10) + 6) | 0), fr(Math.round(v_v)), 7);
    st(a_o, ((Math.imul(i0, 10) + 7) | 0), fr(Math.trunc(v_v)), 8);
    st(a_o, ((Math.imul(i0, 10) + 8) | 0), fr(Math.sign(v_v)), 9);
    st(a_o, ((Math.imul(i0, 10) + 9) | 0), fr(v_v * 3), 10);
  }
};