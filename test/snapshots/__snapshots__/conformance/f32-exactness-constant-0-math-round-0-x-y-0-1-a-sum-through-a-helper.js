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
  function f_fn_add4_f32_f32_f32_f32(v_a_1, v_b, v_c, v_d) {
    return fr(fr(fr(v_a_1 + v_b) + v_c) + v_d);
  }
return function kernel_kernel(n0, n1, n2, a_x, a_y, a_a, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_v = 0, v_w = 0;
    v_v = (-0);
    v_w = ld(a_x, i0, 0);
    v_w = (-0);
    a_o[ck(Math.imul(i0, 8), a_o.length, 1)] = fr(1 / v_v);
    a_o[ck(((Math.imul(i0, 8) + 1) | 0), a_o.length, 2)] = fr(1 / v_w);
    a_o[ck(((Math.imul(i0, 8) + 2) | 0), a_o.length, 3)] = (-Infinity);
    a_o[ck(((Math.imul(i0, 8) + 3) | 0), a_o.length, 5)] = fr(1 / fr(Math.round(ld(a_x, i0, 4))));
    a_o[ck(((Math.imul(i0, 8) + 4) | 0), a_o.length, 8)] = fr(fr(ld(a_x, i0, 6) + ld(a_y, i0, 7)) + 0.10000000149011612);
    a_o[ck(((Math.imul(i0, 8) + 5) | 0), a_o.length, 13)] = f_fn_add4_f32_f32_f32_f32(ld(a_a, Math.imul(4, i0), 9), ld(a_a, ((Math.imul(4, i0) + 1) | 0), 10), ld(a_a, ((Math.imul(4, i0) + 2) | 0), 11), ld(a_a, ((Math.imul(4, i0) + 3) | 0), 12));
    a_o[ck(((Math.imul(i0, 8) + 6) | 0), a_o.length, 18)] = fr(fr(fr(ld(a_a, Math.imul(4, i0), 14) + ld(a_a, ((Math.imul(4, i0) + 1) | 0), 15)) + ld(a_a, ((Math.imul(4, i0) + 2) | 0), 16)) + ld(a_a, ((Math.imul(4, i0) + 3) | 0), 17));
    a_o[ck(((Math.imul(i0, 8) + 7) | 0), a_o.length, 24)] = fr(fr(fr(ld(a_x, i0, 19) - ld(a_y, i0, 20)) - ld(a_a, Math.imul(4, i0), 21)) + fr(ld(a_y, i0, 22) - ld(a_x, i0, 23)));
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
  function f_fn_add4_f32_f32_f32_f32(v_a_1, v_b, v_c, v_d) {
    return fr(fr(fr(v_a_1 + v_b) + v_c) + v_d);
  }
return function kernel_kernel(n0, n1, n2, a_x, a_y, a_a, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_v = 0, v_w = 0;
    v_v = (-0);
    v_w = a_x[i0];
    v_w = (-0);
    a_o[ck(Math.imul(i0, 8), a_o.length, 1)] = fr(1 / v_v);
    a_o[ck(((Math.imul(i0, 8) + 1) | 0), a_o.length, 2)] = fr(1 / v_w);
    a_o[ck(((Math.imul(i0, 8) + 2) | 0), a_o.length, 3)] = (-Infinity);
    a_o[ck(((Math.imul(i0, 8) + 3) | 0), a_o.length, 5)] = fr(1 / fr(Math.round(a_x[i0])));
    a_o[ck(((Math.imul(i0, 8) + 4) | 0), a_o.length, 8)] = fr(fr(a_x[i0] + a_y[i0]) + 0.10000000149011612);
    a_o[ck(((Math.imul(i0, 8) + 5) | 0), a_o.length, 13)] = f_fn_add4_f32_f32_f32_f32(ld(a_a, Math.imul(4, i0), 9), ld(a_a, ((Math.imul(4, i0) + 1) | 0), 10), ld(a_a, ((Math.imul(4, i0) + 2) | 0), 11), ld(a_a, ((Math.imul(4, i0) + 3) | 0), 12));
    a_o[ck(((Math.imul(i0, 8) + 6) | 0), a_o.length, 18)] = fr(fr(fr(ld(a_a, Math.imul(4, i0), 14) + ld(a_a, ((Math.imul(4, i0) + 1) | 0), 15)) + ld(a_a, ((Math.imul(4, i0) + 2) | 0), 16)) + ld(a_a, ((Math.imul(4, i0) + 3) | 0), 17));
    a_o[ck(((Math.imul(i0, 8) + 7) | 0), a_o.length, 24)] = fr(fr(fr(a_x[i0] - a_y[i0]) - ld(a_a, Math.imul(4, i0), 21)) + fr(a_y[i0] - a_x[i0]));
  }
};