// ==== checked ====
"use strict";
const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));
const st = (a, i, v, s) => { if ((i >>> 0) < a.length) a[i] = v; else oob(s, i, a.length); };
const ld = (a, i, s) => { const v = a[i]; return v !== undefined ? v : oob(s, i, a.length); };
const irem_i32 = (a, b) => (b === 0 ? 0 : (a % b) | 0);
const irem_u32 = (a, b) => (b === 0 ? 0 : (a % b) >>> 0);
const idiv_i32 = (a, b) => (b === 0 ? 0 : (a / b) | 0);
const idiv_u32 = (a, b) => (b === 0 ? 0 : Math.trunc(a / b) >>> 0);
const fidx = (f) => ((f | 0) === f ? f | 0 : -1);
const rok = (bs, bm, cs, cm, lo, hi, n) => { if (hi < lo) return true; if (!(bm + cm * Math.max(Math.abs(lo), Math.abs(hi)) < 4503599627370496)) return false; const a0 = bs + cs * lo, a1 = bs + cs * hi; return a0 >= 0 && a1 >= 0 && a0 < n && a1 < n && a0 < 2147483648 && a1 < 2147483648; };
const at_load = (a, i) => a[i];
const at_store = (a, i, v) => { a[i] = v; return a[i]; };
const at_exchange = (a, i, v) => { const o = a[i]; a[i] = v; return o; };
const at_compareExchange = (a, i, e, v) => { const o = a[i]; if (o === e) a[i] = v; return o; };
const at_add = (a, i, v) => { const o = a[i]; a[i] = o + v; return o; };
const at_sub = (a, i, v) => { const o = a[i]; a[i] = o - v; return o; };
const at_and = (a, i, v) => { const o = a[i]; a[i] = o & v; return o; };
const at_or = (a, i, v) => { const o = a[i]; a[i] = o | v; return o; };
const at_xor = (a, i, v) => { const o = a[i]; a[i] = o ^ v; return o; };
const bok = (bs, bm, c0, m0, h0, c1, m1, h1, c2, m2, h2, n) => { if (h0 < 0 || h1 < 0 || h2 < 0) return true; if (!(bm + m0 * h0 + m1 * h1 + m2 * h2 < 4503599627370496)) return false; const lo = bs + Math.min(0, c0 * h0) + Math.min(0, c1 * h1) + Math.min(0, c2 * h2); const hi = bs + Math.max(0, c0 * h0) + Math.max(0, c1 * h1) + Math.max(0, c2 * h2); return lo >= 0 && hi < n && hi < 2147483648; };
  function f_fn_add4_f32_f32_f32_f32(v_a_1, v_b, v_c, v_d) {
    return Math.fround(Math.fround(Math.fround(v_a_1 + v_b) + v_c) + v_d);
  }
function tt_fallback(n0, n1, n2, a_x, a_y, a_a, a_o) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, a_x.length) && rok(0, 0, 8, 8, b0, e0 - 1, a_o.length) && rok(1, 1, 8, 8, b0, e0 - 1, a_o.length) && rok(2, 2, 8, 8, b0, e0 - 1, a_o.length) && rok(3, 3, 8, 8, b0, e0 - 1, a_o.length) && rok(4, 4, 8, 8, b0, e0 - 1, a_o.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_y.length) && rok(5, 5, 8, 8, b0, e0 - 1, a_o.length) && rok(0, 0, 4, 4, b0, e0 - 1, a_a.length) && rok(1, 1, 4, 4, b0, e0 - 1, a_a.length) && rok(2, 2, 4, 4, b0, e0 - 1, a_a.length) && rok(3, 3, 4, 4, b0, e0 - 1, a_a.length) && rok(6, 6, 8, 8, b0, e0 - 1, a_o.length) && rok(7, 7, 8, 8, b0, e0 - 1, a_o.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_v = 0, v_w = 0;
        v_v = (-0);
        v_w = a_x[i0];
        v_w = (-0);
        a_o[Math.imul(i0, 8)] = Math.fround(1 / v_v);
        a_o[((Math.imul(i0, 8) + 1) | 0)] = Math.fround(1 / v_w);
        a_o[((Math.imul(i0, 8) + 2) | 0)] = (-Infinity);
        a_o[((Math.imul(i0, 8) + 3) | 0)] = Math.fround(1 / Math.round(a_x[i0]));
        a_o[((Math.imul(i0, 8) + 4) | 0)] = Math.fround(Math.fround(a_x[i0] + a_y[i0]) + 0.10000000149011612);
        a_o[((Math.imul(i0, 8) + 5) | 0)] = f_fn_add4_f32_f32_f32_f32(a_a[Math.imul(4, i0)], a_a[((Math.imul(4, i0) + 1) | 0)], a_a[((Math.imul(4, i0) + 2) | 0)], a_a[((Math.imul(4, i0) + 3) | 0)]);
        a_o[((Math.imul(i0, 8) + 6) | 0)] = Math.fround(Math.fround(Math.fround(a_a[Math.imul(4, i0)] + a_a[((Math.imul(4, i0) + 1) | 0)]) + a_a[((Math.imul(4, i0) + 2) | 0)]) + a_a[((Math.imul(4, i0) + 3) | 0)]);
        const t2 = a_x[i0];
        const t3 = a_y[i0];
        a_o[((Math.imul(i0, 8) + 7) | 0)] = Math.fround(Math.fround(Math.fround(t2 - t3) - a_a[Math.imul(4, i0)]) + Math.fround(t3 - t2));
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_v = 0, v_w = 0;
        v_v = (-0);
        v_w = ld(a_x, i0, 0);
        v_w = (-0);
        st(a_o, Math.imul(i0, 8), Math.fround(1 / v_v), 1);
        st(a_o, ((Math.imul(i0, 8) + 1) | 0), Math.fround(1 / v_w), 2);
        st(a_o, ((Math.imul(i0, 8) + 2) | 0), (-Infinity), 3);
        st(a_o, ((Math.imul(i0, 8) + 3) | 0), Math.fround(1 / Math.round(ld(a_x, i0, 4))), 5);
        st(a_o, ((Math.imul(i0, 8) + 4) | 0), Math.fround(Math.fround(ld(a_x, i0, 6) + ld(a_y, i0, 7)) + 0.10000000149011612), 8);
        st(a_o, ((Math.imul(i0, 8) + 5) | 0), f_fn_add4_f32_f32_f32_f32(ld(a_a, Math.imul(4, i0), 9), ld(a_a, ((Math.imul(4, i0) + 1) | 0), 10), ld(a_a, ((Math.imul(4, i0) + 2) | 0), 11), ld(a_a, ((Math.imul(4, i0) + 3) | 0), 12)), 13);
        st(a_o, ((Math.imul(i0, 8) + 6) | 0), Math.fround(Math.fround(Math.fround(ld(a_a, Math.imul(4, i0), 14) + ld(a_a, ((Math.imul(4, i0) + 1) | 0), 15)) + ld(a_a, ((Math.imul(4, i0) + 2) | 0), 16)) + ld(a_a, ((Math.imul(4, i0) + 3) | 0), 17)), 18);
        st(a_o, ((Math.imul(i0, 8) + 7) | 0), Math.fround(Math.fround(Math.fround(ld(a_x, i0, 19) - ld(a_y, i0, 20)) - ld(a_a, Math.imul(4, i0), 21)) + Math.fround(ld(a_y, i0, 22) - ld(a_x, i0, 23))), 24);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_x, a_y, a_a, a_o) {
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_x.length) && bok(0, 0, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(1, 1, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(2, 2, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(3, 3, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(4, 4, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_y.length) && bok(5, 5, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(0, 0, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(1, 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(2, 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3, 3, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(6, 6, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(7, 7, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_v = 0, v_w = 0;
      v_v = (-0);
      v_w = a_x[i0];
      v_w = (-0);
      a_o[Math.imul(i0, 8)] = Math.fround(1 / v_v);
      a_o[((Math.imul(i0, 8) + 1) | 0)] = Math.fround(1 / v_w);
      a_o[((Math.imul(i0, 8) + 2) | 0)] = (-Infinity);
      a_o[((Math.imul(i0, 8) + 3) | 0)] = Math.fround(1 / Math.round(a_x[i0]));
      a_o[((Math.imul(i0, 8) + 4) | 0)] = Math.fround(Math.fround(a_x[i0] + a_y[i0]) + 0.10000000149011612);
      a_o[((Math.imul(i0, 8) + 5) | 0)] = f_fn_add4_f32_f32_f32_f32(a_a[Math.imul(4, i0)], a_a[((Math.imul(4, i0) + 1) | 0)], a_a[((Math.imul(4, i0) + 2) | 0)], a_a[((Math.imul(4, i0) + 3) | 0)]);
      a_o[((Math.imul(i0, 8) + 6) | 0)] = Math.fround(Math.fround(Math.fround(a_a[Math.imul(4, i0)] + a_a[((Math.imul(4, i0) + 1) | 0)]) + a_a[((Math.imul(4, i0) + 2) | 0)]) + a_a[((Math.imul(4, i0) + 3) | 0)]);
      const t0 = a_x[i0];
      const t1 = a_y[i0];
      a_o[((Math.imul(i0, 8) + 7) | 0)] = Math.fround(Math.fround(Math.fround(t0 - t1) - a_a[Math.imul(4, i0)]) + Math.fround(t1 - t0));
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_x, a_y, a_a, a_o);
};
// ==== fast (hoisted range checks) ====
"use strict";
const ck = (i, n, s) => ((i >>> 0) < n ? i : oob(s, i, n));
const st = (a, i, v, s) => { if ((i >>> 0) < a.length) a[i] = v; else oob(s, i, a.length); };
const ld = (a, i, s) => { const v = a[i]; return v !== undefined ? v : oob(s, i, a.length); };
const irem_i32 = (a, b) => (b === 0 ? 0 : (a % b) | 0);
const irem_u32 = (a, b) => (b === 0 ? 0 : (a % b) >>> 0);
const idiv_i32 = (a, b) => (b === 0 ? 0 : (a / b) | 0);
const idiv_u32 = (a, b) => (b === 0 ? 0 : Math.trunc(a / b) >>> 0);
const fidx = (f) => ((f | 0) === f ? f | 0 : -1);
const rok = (bs, bm, cs, cm, lo, hi, n) => { if (hi < lo) return true; if (!(bm + cm * Math.max(Math.abs(lo), Math.abs(hi)) < 4503599627370496)) return false; const a0 = bs + cs * lo, a1 = bs + cs * hi; return a0 >= 0 && a1 >= 0 && a0 < n && a1 < n && a0 < 2147483648 && a1 < 2147483648; };
const at_load = (a, i) => a[i];
const at_store = (a, i, v) => { a[i] = v; return a[i]; };
const at_exchange = (a, i, v) => { const o = a[i]; a[i] = v; return o; };
const at_compareExchange = (a, i, e, v) => { const o = a[i]; if (o === e) a[i] = v; return o; };
const at_add = (a, i, v) => { const o = a[i]; a[i] = o + v; return o; };
const at_sub = (a, i, v) => { const o = a[i]; a[i] = o - v; return o; };
const at_and = (a, i, v) => { const o = a[i]; a[i] = o & v; return o; };
const at_or = (a, i, v) => { const o = a[i]; a[i] = o | v; return o; };
const at_xor = (a, i, v) => { const o = a[i]; a[i] = o ^ v; return o; };
const bok = (bs, bm, c0, m0, h0, c1, m1, h1, c2, m2, h2, n) => { if (h0 < 0 || h1 < 0 || h2 < 0) return true; if (!(bm + m0 * h0 + m1 * h1 + m2 * h2 < 4503599627370496)) return false; const lo = bs + Math.min(0, c0 * h0) + Math.min(0, c1 * h1) + Math.min(0, c2 * h2); const hi = bs + Math.max(0, c0 * h0) + Math.max(0, c1 * h1) + Math.max(0, c2 * h2); return lo >= 0 && hi < n && hi < 2147483648; };
  function f_fn_add4_f32_f32_f32_f32(v_a_1, v_b, v_c, v_d) {
    return Math.fround(Math.fround(Math.fround(v_a_1 + v_b) + v_c) + v_d);
  }
function tt_fallback(n0, n1, n2, a_x, a_y, a_a, a_o) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 8, 8, b0, e0 - 1, a_o.length) && rok(1, 1, 8, 8, b0, e0 - 1, a_o.length) && rok(2, 2, 8, 8, b0, e0 - 1, a_o.length) && rok(3, 3, 8, 8, b0, e0 - 1, a_o.length) && rok(4, 4, 8, 8, b0, e0 - 1, a_o.length) && rok(5, 5, 8, 8, b0, e0 - 1, a_o.length) && rok(0, 0, 4, 4, b0, e0 - 1, a_a.length) && rok(1, 1, 4, 4, b0, e0 - 1, a_a.length) && rok(2, 2, 4, 4, b0, e0 - 1, a_a.length) && rok(3, 3, 4, 4, b0, e0 - 1, a_a.length) && rok(6, 6, 8, 8, b0, e0 - 1, a_o.length) && rok(7, 7, 8, 8, b0, e0 - 1, a_o.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_v = 0, v_w = 0;
        v_v = (-0);
        v_w = a_x[i0];
        v_w = (-0);
        a_o[Math.imul(i0, 8)] = Math.fround(1 / v_v);
        a_o[((Math.imul(i0, 8) + 1) | 0)] = Math.fround(1 / v_w);
        a_o[((Math.imul(i0, 8) + 2) | 0)] = (-Infinity);
        a_o[((Math.imul(i0, 8) + 3) | 0)] = Math.fround(1 / Math.round(a_x[i0]));
        a_o[((Math.imul(i0, 8) + 4) | 0)] = Math.fround(Math.fround(a_x[i0] + a_y[i0]) + 0.10000000149011612);
        a_o[((Math.imul(i0, 8) + 5) | 0)] = f_fn_add4_f32_f32_f32_f32(a_a[Math.imul(4, i0)], a_a[((Math.imul(4, i0) + 1) | 0)], a_a[((Math.imul(4, i0) + 2) | 0)], a_a[((Math.imul(4, i0) + 3) | 0)]);
        a_o[((Math.imul(i0, 8) + 6) | 0)] = Math.fround(Math.fround(Math.fround(a_a[Math.imul(4, i0)] + a_a[((Math.imul(4, i0) + 1) | 0)]) + a_a[((Math.imul(4, i0) + 2) | 0)]) + a_a[((Math.imul(4, i0) + 3) | 0)]);
        const t2 = a_x[i0];
        const t3 = a_y[i0];
        a_o[((Math.imul(i0, 8) + 7) | 0)] = Math.fround(Math.fround(Math.fround(t2 - t3) - a_a[Math.imul(4, i0)]) + Math.fround(t3 - t2));
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_v = 0, v_w = 0;
        v_v = (-0);
        v_w = a_x[i0];
        v_w = (-0);
        st(a_o, Math.imul(i0, 8), Math.fround(1 / v_v), 1);
        st(a_o, ((Math.imul(i0, 8) + 1) | 0), Math.fround(1 / v_w), 2);
        st(a_o, ((Math.imul(i0, 8) + 2) | 0), (-Infinity), 3);
        st(a_o, ((Math.imul(i0, 8) + 3) | 0), Math.fround(1 / Math.round(a_x[i0])), 5);
        st(a_o, ((Math.imul(i0, 8) + 4) | 0), Math.fround(Math.fround(a_x[i0] + a_y[i0]) + 0.10000000149011612), 8);
        st(a_o, ((Math.imul(i0, 8) + 5) | 0), f_fn_add4_f32_f32_f32_f32(ld(a_a, Math.imul(4, i0), 9), ld(a_a, ((Math.imul(4, i0) + 1) | 0), 10), ld(a_a, ((Math.imul(4, i0) + 2) | 0), 11), ld(a_a, ((Math.imul(4, i0) + 3) | 0), 12)), 13);
        st(a_o, ((Math.imul(i0, 8) + 6) | 0), Math.fround(Math.fround(Math.fround(ld(a_a, Math.imul(4, i0), 14) + ld(a_a, ((Math.imul(4, i0) + 1) | 0), 15)) + ld(a_a, ((Math.imul(4, i0) + 2) | 0), 16)) + ld(a_a, ((Math.imul(4, i0) + 3) | 0), 17)), 18);
        const t4 = a_x[i0];
        const t5 = a_y[i0];
        st(a_o, ((Math.imul(i0, 8) + 7) | 0), Math.fround(Math.fround(Math.fround(t4 - t5) - ld(a_a, Math.imul(4, i0), 21)) + Math.fround(t5 - t4)), 24);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_x, a_y, a_a, a_o) {
  if (bok(0, 0, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(1, 1, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(2, 2, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(3, 3, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(4, 4, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(5, 5, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(0, 0, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(1, 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(2, 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3, 3, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(6, 6, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(7, 7, 8, 8, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_v = 0, v_w = 0;
      v_v = (-0);
      v_w = a_x[i0];
      v_w = (-0);
      a_o[Math.imul(i0, 8)] = Math.fround(1 / v_v);
      a_o[((Math.imul(i0, 8) + 1) | 0)] = Math.fround(1 / v_w);
      a_o[((Math.imul(i0, 8) + 2) | 0)] = (-Infinity);
      a_o[((Math.imul(i0, 8) + 3) | 0)] = Math.fround(1 / Math.round(a_x[i0]));
      a_o[((Math.imul(i0, 8) + 4) | 0)] = Math.fround(Math.fround(a_x[i0] + a_y[i0]) + 0.10000000149011612);
      a_o[((Math.imul(i0, 8) + 5) | 0)] = f_fn_add4_f32_f32_f32_f32(a_a[Math.imul(4, i0)], a_a[((Math.imul(4, i0) + 1) | 0)], a_a[((Math.imul(4, i0) + 2) | 0)], a_a[((Math.imul(4, i0) + 3) | 0)]);
      a_o[((Math.imul(i0, 8) + 6) | 0)] = Math.fround(Math.fround(Math.fround(a_a[Math.imul(4, i0)] + a_a[((Math.imul(4, i0) + 1) | 0)]) + a_a[((Math.imul(4, i0) + 2) | 0)]) + a_a[((Math.imul(4, i0) + 3) | 0)]);
      const t0 = a_x[i0];
      const t1 = a_y[i0];
      a_o[((Math.imul(i0, 8) + 7) | 0)] = Math.fround(Math.fround(Math.fround(t0 - t1) - a_a[Math.imul(4, i0)]) + Math.fround(t1 - t0));
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_x, a_y, a_a, a_o);
};