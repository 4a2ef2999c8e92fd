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
function tt_fallback(n0, n1, n2, a_a, a_m, a_v, a_o) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 3, 3, b0, e0 - 1, a_a.length) && rok(1, 1, 3, 3, b0, e0 - 1, a_a.length) && rok(2, 2, 3, 3, b0, e0 - 1, a_a.length) && rok(0, 0, 9, 9, b0, e0 - 1, a_m.length) && rok(1, 1, 9, 9, b0, e0 - 1, a_m.length) && rok(2, 2, 9, 9, b0, e0 - 1, a_m.length) && rok(3, 3, 9, 9, b0, e0 - 1, a_m.length) && rok(4, 4, 9, 9, b0, e0 - 1, a_m.length) && rok(5, 5, 9, 9, b0, e0 - 1, a_m.length) && rok(6, 6, 9, 9, b0, e0 - 1, a_m.length) && rok(7, 7, 9, 9, b0, e0 - 1, a_m.length) && rok(8, 8, 9, 9, b0, e0 - 1, a_m.length) && rok(0, 0, 3, 3, b0, e0 - 1, a_v.length) && rok(1, 1, 3, 3, b0, e0 - 1, a_v.length) && rok(2, 2, 3, 3, b0, e0 - 1, a_v.length) && rok(0, 0, 3, 3, b0, e0 - 1, a_o.length) && rok(1, 1, 3, 3, b0, e0 - 1, a_o.length) && rok(2, 2, 3, 3, b0, e0 - 1, a_o.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_w_x = 0, v_w_y = 0, v_w_z = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_v_8 = 0, v_t_v_9 = 0, v_t_v_10 = 0, v_t_v_11 = 0, v_t_v_12 = 0, v_t_v_13 = 0, v_t_v_14 = 0, v_t_v_15 = 0, v_t_v_16 = 0, v_t_v_17 = 0, v_t_v_18 = 0, v_t_v_19 = 0, v_t_v_20 = 0, v_t_v_21 = 0, v_t_v_22 = 0, v_t_v_23 = 0, v_t_v_24 = 0, v_t_v_25 = 0, v_t_v_26 = 0, v_t_v_27 = 0, v_t_v_28 = 0, v_t_v_29 = 0, v_t_v_30 = 0, v_x_x = 0, v_x_y = 0, v_x_z = 0;
        v_t_v = 3;
        const t3 = a_a[Math.imul(i0, 3)];
        v_w_x = ((idiv_i32(Math.imul(t3, t3), v_t_v) - 1) | 0);
        const t4 = a_a[((Math.imul(i0, 3) + 1) | 0)];
        v_w_y = ((idiv_i32(Math.imul(t4, t4), v_t_v) - 2) | 0);
        const t5 = a_a[((Math.imul(i0, 3) + 2) | 0)];
        v_w_z = ((idiv_i32(Math.imul(t5, t5), v_t_v) - 3) | 0);
        v_t_v_1 = a_m[Math.imul(i0, 9)];
        v_t_v_2 = a_m[((Math.imul(i0, 9) + 1) | 0)];
        v_t_v_3 = a_m[((Math.imul(i0, 9) + 2) | 0)];
        v_t_v_4 = a_m[((Math.imul(i0, 9) + 3) | 0)];
        v_t_v_5 = a_m[((Math.imul(i0, 9) + 4) | 0)];
        v_t_v_6 = a_m[((Math.imul(i0, 9) + 5) | 0)];
        v_t_v_7 = a_m[((Math.imul(i0, 9) + 6) | 0)];
        v_t_v_8 = a_m[((Math.imul(i0, 9) + 7) | 0)];
        v_t_v_9 = a_m[((Math.imul(i0, 9) + 8) | 0)];
        v_t_v_10 = a_m[Math.imul(i0, 9)];
        v_t_v_11 = a_m[((Math.imul(i0, 9) + 1) | 0)];
        v_t_v_12 = a_m[((Math.imul(i0, 9) + 2) | 0)];
        v_t_v_13 = a_m[((Math.imul(i0, 9) + 3) | 0)];
        v_t_v_14 = a_m[((Math.imul(i0, 9) + 4) | 0)];
        v_t_v_15 = a_m[((Math.imul(i0, 9) + 5) | 0)];
        v_t_v_16 = a_m[((Math.imul(i0, 9) + 6) | 0)];
        v_t_v_17 = a_m[((Math.imul(i0, 9) + 7) | 0)];
        v_t_v_18 = a_m[((Math.imul(i0, 9) + 8) | 0)];
        v_t_v_19 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_10) + Math.fround(v_t_v_4 * v_t_v_11)) + Math.fround(v_t_v_7 * v_t_v_12));
        v_t_v_20 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_13) + Math.fround(v_t_v_4 * v_t_v_14)) + Math.fround(v_t_v_7 * v_t_v_15));
        v_t_v_21 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_16) + Math.fround(v_t_v_4 * v_t_v_17)) + Math.fround(v_t_v_7 * v_t_v_18));
        v_t_v_22 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_10) + Math.fround(v_t_v_5 * v_t_v_11)) + Math.fround(v_t_v_8 * v_t_v_12));
        v_t_v_23 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_13) + Math.fround(v_t_v_5 * v_t_v_14)) + Math.fround(v_t_v_8 * v_t_v_15));
        v_t_v_24 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_16) + Math.fround(v_t_v_5 * v_t_v_17)) + Math.fround(v_t_v_8 * v_t_v_18));
        v_t_v_25 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_10) + Math.fround(v_t_v_6 * v_t_v_11)) + Math.fround(v_t_v_9 * v_t_v_12));
        v_t_v_26 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_13) + Math.fround(v_t_v_6 * v_t_v_14)) + Math.fround(v_t_v_9 * v_t_v_15));
        v_t_v_27 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_16) + Math.fround(v_t_v_6 * v_t_v_17)) + Math.fround(v_t_v_9 * v_t_v_18));
        v_t_v_28 = a_v[Math.imul(i0, 3)];
        v_t_v_29 = a_v[((Math.imul(i0, 3) + 1) | 0)];
        v_t_v_30 = a_v[((Math.imul(i0, 3) + 2) | 0)];
        v_x_x = Math.fround(Math.fround(Math.fround(v_t_v_19 * v_t_v_28) + Math.fround(v_t_v_22 * v_t_v_29)) + Math.fround(v_t_v_25 * v_t_v_30));
        v_x_y = Math.fround(Math.fround(Math.fround(v_t_v_20 * v_t_v_28) + Math.fround(v_t_v_23 * v_t_v_29)) + Math.fround(v_t_v_26 * v_t_v_30));
        v_x_z = Math.fround(Math.fround(Math.fround(v_t_v_21 * v_t_v_28) + Math.fround(v_t_v_24 * v_t_v_29)) + Math.fround(v_t_v_27 * v_t_v_30));
        a_o[Math.imul(i0, 3)] = ((v_w_x) >>> 0);
        a_o[((Math.imul(i0, 3) + 1) | 0)] = ((v_w_y) >>> 0);
        a_o[((Math.imul(i0, 3) + 2) | 0)] = ((v_x_z) >>> 0);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_w_x = 0, v_w_y = 0, v_w_z = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_v_8 = 0, v_t_v_9 = 0, v_t_v_10 = 0, v_t_v_11 = 0, v_t_v_12 = 0, v_t_v_13 = 0, v_t_v_14 = 0, v_t_v_15 = 0, v_t_v_16 = 0, v_t_v_17 = 0, v_t_v_18 = 0, v_t_v_19 = 0, v_t_v_20 = 0, v_t_v_21 = 0, v_t_v_22 = 0, v_t_v_23 = 0, v_t_v_24 = 0, v_t_v_25 = 0, v_t_v_26 = 0, v_t_v_27 = 0, v_t_v_28 = 0, v_t_v_29 = 0, v_t_v_30 = 0, v_x_x = 0, v_x_y = 0, v_x_z = 0;
        v_t_v = 3;
        v_w_x = ((idiv_i32(Math.imul(ld(a_a, Math.imul(i0, 3), 0), ld(a_a, Math.imul(i0, 3), 1)), v_t_v) - 1) | 0);
        v_w_y = ((idiv_i32(Math.imul(ld(a_a, ((Math.imul(i0, 3) + 1) | 0), 0), ld(a_a, ((Math.imul(i0, 3) + 1) | 0), 1)), v_t_v) - 2) | 0);
        v_w_z = ((idiv_i32(Math.imul(ld(a_a, ((Math.imul(i0, 3) + 2) | 0), 0), ld(a_a, ((Math.imul(i0, 3) + 2) | 0), 1)), v_t_v) - 3) | 0);
        v_t_v_1 = ld(a_m, Math.imul(i0, 9), 2);
        v_t_v_2 = ld(a_m, ((Math.imul(i0, 9) + 1) | 0), 2);
        v_t_v_3 = ld(a_m, ((Math.imul(i0, 9) + 2) | 0), 2);
        v_t_v_4 = ld(a_m, ((Math.imul(i0, 9) + 3) | 0), 2);
        v_t_v_5 = ld(a_m, ((Math.imul(i0, 9) + 4) | 0), 2);
        v_t_v_6 = ld(a_m, ((Math.imul(i0, 9) + 5) | 0), 2);
        v_t_v_7 = ld(a_m, ((Math.imul(i0, 9) + 6) | 0), 2);
        v_t_v_8 = ld(a_m, ((Math.imul(i0, 9) + 7) | 0), 2);
        v_t_v_9 = ld(a_m, ((Math.imul(i0, 9) + 8) | 0), 2);
        v_t_v_10 = ld(a_m, Math.imul(i0, 9), 3);
        v_t_v_11 = ld(a_m, ((Math.imul(i0, 9) + 1) | 0), 3);
        v_t_v_12 = ld(a_m, ((Math.imul(i0, 9) + 2) | 0), 3);
        v_t_v_13 = ld(a_m, ((Math.imul(i0, 9) + 3) | 0), 3);
        v_t_v_14 = ld(a_m, ((Math.imul(i0, 9) + 4) | 0), 3);
        v_t_v_15 = ld(a_m, ((Math.imul(i0, 9) + 5) | 0), 3);
        v_t_v_16 = ld(a_m, ((Math.imul(i0, 9) + 6) | 0), 3);
        v_t_v_17 = ld(a_m, ((Math.imul(i0, 9) + 7) | 0), 3);
        v_t_v_18 = ld(a_m, ((Math.imul(i0, 9) + 8) | 0), 3);
        v_t_v_19 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_10) + Math.fround(v_t_v_4 * v_t_v_11)) + Math.fround(v_t_v_7 * v_t_v_12));
        v_t_v_20 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_13) + Math.fround(v_t_v_4 * v_t_v_14)) + Math.fround(v_t_v_7 * v_t_v_15));
        v_t_v_21 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_16) + Math.fround(v_t_v_4 * v_t_v_17)) + Math.fround(v_t_v_7 * v_t_v_18));
        v_t_v_22 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_10) + Math.fround(v_t_v_5 * v_t_v_11)) + Math.fround(v_t_v_8 * v_t_v_12));
        v_t_v_23 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_13) + Math.fround(v_t_v_5 * v_t_v_14)) + Math.fround(v_t_v_8 * v_t_v_15));
        v_t_v_24 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_16) + Math.fround(v_t_v_5 * v_t_v_17)) + Math.fround(v_t_v_8 * v_t_v_18));
        v_t_v_25 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_10) + Math.fround(v_t_v_6 * v_t_v_11)) + Math.fround(v_t_v_9 * v_t_v_12));
        v_t_v_26 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_13) + Math.fround(v_t_v_6 * v_t_v_14)) + Math.fround(v_t_v_9 * v_t_v_15));
        v_t_v_27 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_16) + Math.fround(v_t_v_6 * v_t_v_17)) + Math.fround(v_t_v_9 * v_t_v_18));
        v_t_v_28 = ld(a_v, Math.imul(i0, 3), 4);
        v_t_v_29 = ld(a_v, ((Math.imul(i0, 3) + 1) | 0), 4);
        v_t_v_30 = ld(a_v, ((Math.imul(i0, 3) + 2) | 0), 4);
        v_x_x = Math.fround(Math.fround(Math.fround(v_t_v_19 * v_t_v_28) + Math.fround(v_t_v_22 * v_t_v_29)) + Math.fround(v_t_v_25 * v_t_v_30));
        v_x_y = Math.fround(Math.fround(Math.fround(v_t_v_20 * v_t_v_28) + Math.fround(v_t_v_23 * v_t_v_29)) + Math.fround(v_t_v_26 * v_t_v_30));
        v_x_z = Math.fround(Math.fround(Math.fround(v_t_v_21 * v_t_v_28) + Math.fround(v_t_v_24 * v_t_v_29)) + Math.fround(v_t_v_27 * v_t_v_30));
        st(a_o, Math.imul(i0, 3), ((v_w_x) >>> 0), 5);
        st(a_o, ((Math.imul(i0, 3) + 1) | 0), ((v_w_y) >>> 0), 5);
        st(a_o, ((Math.imul(i0, 3) + 2) | 0), ((v_x_z) >>> 0), 5);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_m, a_v, a_o) {
  if (bok(0, 0, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(1, 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(2, 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(0, 0, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(1, 1, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(2, 2, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(3, 3, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(4, 4, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(5, 5, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(6, 6, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(7, 7, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(8, 8, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(0, 0, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_v.length) && bok(1, 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_v.length) && bok(2, 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_v.length) && bok(0, 0, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(1, 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(2, 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_t_v = 0, v_w_x = 0, v_w_y = 0, v_w_z = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_v_8 = 0, v_t_v_9 = 0, v_t_v_10 = 0, v_t_v_11 = 0, v_t_v_12 = 0, v_t_v_13 = 0, v_t_v_14 = 0, v_t_v_15 = 0, v_t_v_16 = 0, v_t_v_17 = 0, v_t_v_18 = 0, v_t_v_19 = 0, v_t_v_20 = 0, v_t_v_21 = 0, v_t_v_22 = 0, v_t_v_23 = 0, v_t_v_24 = 0, v_t_v_25 = 0, v_t_v_26 = 0, v_t_v_27 = 0, v_t_v_28 = 0, v_t_v_29 = 0, v_t_v_30 = 0, v_x_x = 0, v_x_y = 0, v_x_z = 0;
      v_t_v = 3;
      const t0 = a_a[Math.imul(i0, 3)];
      v_w_x = ((idiv_i32(Math.imul(t0, t0), v_t_v) - 1) | 0);
      const t1 = a_a[((Math.imul(i0, 3) + 1) | 0)];
      v_w_y = ((idiv_i32(Math.imul(t1, t1), v_t_v) - 2) | 0);
      const t2 = a_a[((Math.imul(i0, 3) + 2) | 0)];
      v_w_z = ((idiv_i32(Math.imul(t2, t2), v_t_v) - 3) | 0);
      v_t_v_1 = a_m[Math.imul(i0, 9)];
      v_t_v_2 = a_m[((Math.imul(i0, 9) + 1) | 0)];
      v_t_v_3 = a_m[((Math.imul(i0, 9) + 2) | 0)];
      v_t_v_4 = a_m[((Math.imul(i0, 9) + 3) | 0)];
      v_t_v_5 = a_m[((Math.imul(i0, 9) + 4) | 0)];
      v_t_v_6 = a_m[((Math.imul(i0, 9) + 5) | 0)];
      v_t_v_7 = a_m[((Math.imul(i0, 9) + 6) | 0)];
      v_t_v_8 = a_m[((Math.imul(i0, 9) + 7) | 0)];
      v_t_v_9 = a_m[((Math.imul(i0, 9) + 8) | 0)];
      v_t_v_10 = a_m[Math.imul(i0, 9)];
      v_t_v_11 = a_m[((Math.imul(i0, 9) + 1) | 0)];
      v_t_v_12 = a_m[((Math.imul(i0, 9) + 2) | 0)];
      v_t_v_13 = a_m[((Math.imul(i0, 9) + 3) | 0)];
      v_t_v_14 = a_m[((Math.imul(i0, 9) + 4) | 0)];
      v_t_v_15 = a_m[((Math.imul(i0, 9) + 5) | 0)];
      v_t_v_16 = a_m[((Math.imul(i0, 9) + 6) | 0)];
      v_t_v_17 = a_m[((Math.imul(i0, 9) + 7) | 0)];
      v_t_v_18 = a_m[((Math.imul(i0, 9) + 8) | 0)];
      v_t_v_19 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_10) + Math.fround(v_t_v_4 * v_t_v_11)) + Math.fround(v_t_v_7 * v_t_v_12));
      v_t_v_20 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_13) + Math.fround(v_t_v_4 * v_t_v_14)) + Math.fround(v_t_v_7 * v_t_v_15));
      v_t_v_21 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_16) + Math.fround(v_t_v_4 * v_t_v_17)) + Math.fround(v_t_v_7 * v_t_v_18));
      v_t_v_22 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_10) + Math.fround(v_t_v_5 * v_t_v_11)) + Math.fround(v_t_v_8 * v_t_v_12));
      v_t_v_23 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_13) + Math.fround(v_t_v_5 * v_t_v_14)) + Math.fround(v_t_v_8 * v_t_v_15));
      v_t_v_24 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_16) + Math.fround(v_t_v_5 * v_t_v_17)) + Math.fround(v_t_v_8 * v_t_v_18));
      v_t_v_25 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_10) + Math.fround(v_t_v_6 * v_t_v_11)) + Math.fround(v_t_v_9 * v_t_v_12));
      v_t_v_26 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_13) + Math.fround(v_t_v_6 * v_t_v_14)) + Math.fround(v_t_v_9 * v_t_v_15));
      v_t_v_27 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_16) + Math.fround(v_t_v_6 * v_t_v_17)) + Math.fround(v_t_v_9 * v_t_v_18));
      v_t_v_28 = a_v[Math.imul(i0, 3)];
      v_t_v_29 = a_v[((Math.imul(i0, 3) + 1) | 0)];
      v_t_v_30 = a_v[((Math.imul(i0, 3) + 2) | 0)];
      v_x_x = Math.fround(Math.fround(Math.fround(v_t_v_19 * v_t_v_28) + Math.fround(v_t_v_22 * v_t_v_29)) + Math.fround(v_t_v_25 * v_t_v_30));
      v_x_y = Math.fround(Math.fround(Math.fround(v_t_v_20 * v_t_v_28) + Math.fround(v_t_v_23 * v_t_v_29)) + Math.fround(v_t_v_26 * v_t_v_30));
      v_x_z = Math.fround(Math.fround(Math.fround(v_t_v_21 * v_t_v_28) + Math.fround(v_t_v_24 * v_t_v_29)) + Math.fround(v_t_v_27 * v_t_v_30));
      a_o[Math.imul(i0, 3)] = ((v_w_x) >>> 0);
      a_o[((Math.imul(i0, 3) + 1) | 0)] = ((v_w_y) >>> 0);
      a_o[((Math.imul(i0, 3) + 2) | 0)] = ((v_x_z) >>> 0);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_m, a_v, a_o);
};
// ==== offset ====
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
function tt_fallback(n0, n1, n2, a_a, a_m, a_v, a_o, p_tt_offset0) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, b0, e0 - 1, a_a.length) && rok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, b0, e0 - 1, a_a.length) && rok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, b0, e0 - 1, a_a.length) && rok(9 * p_tt_offset0, Math.abs(9 * p_tt_offset0), 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 1, Math.abs(9 * p_tt_offset0) + 1, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 2, Math.abs(9 * p_tt_offset0) + 2, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 3, Math.abs(9 * p_tt_offset0) + 3, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 4, Math.abs(9 * p_tt_offset0) + 4, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 5, Math.abs(9 * p_tt_offset0) + 5, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 6, Math.abs(9 * p_tt_offset0) + 6, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 7, Math.abs(9 * p_tt_offset0) + 7, 9, 9, b0, e0 - 1, a_m.length) && rok(9 * p_tt_offset0 + 8, Math.abs(9 * p_tt_offset0) + 8, 9, 9, b0, e0 - 1, a_m.length) && rok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, b0, e0 - 1, a_v.length) && rok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, b0, e0 - 1, a_v.length) && rok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, b0, e0 - 1, a_v.length) && rok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, b0, e0 - 1, a_o.length) && rok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, b0, e0 - 1, a_o.length) && rok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, b0, e0 - 1, a_o.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_w_x = 0, v_w_y = 0, v_w_z = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_v_8 = 0, v_t_v_9 = 0, v_t_v_10 = 0, v_t_v_11 = 0, v_t_v_12 = 0, v_t_v_13 = 0, v_t_v_14 = 0, v_t_v_15 = 0, v_t_v_16 = 0, v_t_v_17 = 0, v_t_v_18 = 0, v_t_v_19 = 0, v_t_v_20 = 0, v_t_v_21 = 0, v_t_v_22 = 0, v_t_v_23 = 0, v_t_v_24 = 0, v_t_v_25 = 0, v_t_v_26 = 0, v_t_v_27 = 0, v_t_v_28 = 0, v_t_v_29 = 0, v_t_v_30 = 0, v_x_x = 0, v_x_y = 0, v_x_z = 0;
        v_t_v = 3;
        const t3 = a_a[Math.imul(((i0 + p_tt_offset0) | 0), 3)];
        v_w_x = ((idiv_i32(Math.imul(t3, t3), v_t_v) - 1) | 0);
        const t4 = a_a[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0)];
        v_w_y = ((idiv_i32(Math.imul(t4, t4), v_t_v) - 2) | 0);
        const t5 = a_a[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0)];
        v_w_z = ((idiv_i32(Math.imul(t5, t5), v_t_v) - 3) | 0);
        v_t_v_1 = a_m[Math.imul(((i0 + p_tt_offset0) | 0), 9)];
        v_t_v_2 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 1) | 0)];
        v_t_v_3 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 2) | 0)];
        v_t_v_4 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 3) | 0)];
        v_t_v_5 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 4) | 0)];
        v_t_v_6 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 5) | 0)];
        v_t_v_7 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 6) | 0)];
        v_t_v_8 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 7) | 0)];
        v_t_v_9 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 8) | 0)];
        v_t_v_10 = a_m[Math.imul(((i0 + p_tt_offset0) | 0), 9)];
        v_t_v_11 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 1) | 0)];
        v_t_v_12 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 2) | 0)];
        v_t_v_13 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 3) | 0)];
        v_t_v_14 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 4) | 0)];
        v_t_v_15 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 5) | 0)];
        v_t_v_16 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 6) | 0)];
        v_t_v_17 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 7) | 0)];
        v_t_v_18 = a_m[((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 8) | 0)];
        v_t_v_19 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_10) + Math.fround(v_t_v_4 * v_t_v_11)) + Math.fround(v_t_v_7 * v_t_v_12));
        v_t_v_20 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_13) + Math.fround(v_t_v_4 * v_t_v_14)) + Math.fround(v_t_v_7 * v_t_v_15));
        v_t_v_21 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_16) + Math.fround(v_t_v_4 * v_t_v_17)) + Math.fround(v_t_v_7 * v_t_v_18));
        v_t_v_22 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_10) + Math.fround(v_t_v_5 * v_t_v_11)) + Math.fround(v_t_v_8 * v_t_v_12));
        v_t_v_23 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_13) + Math.fround(v_t_v_5 * v_t_v_14)) + Math.fround(v_t_v_8 * v_t_v_15));
        v_t_v_24 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_16) + Math.fround(v_t_v_5 * v_t_v_17)) + Math.fround(v_t_v_8 * v_t_v_18));
        v_t_v_25 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_10) + Math.fround(v_t_v_6 * v_t_v_11)) + Math.fround(v_t_v_9 * v_t_v_12));
        v_t_v_26 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_13) + Math.fround(v_t_v_6 * v_t_v_14)) + Math.fround(v_t_v_9 * v_t_v_15));
        v_t_v_27 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_16) + Math.fround(v_t_v_6 * v_t_v_17)) + Math.fround(v_t_v_9 * v_t_v_18));
        v_t_v_28 = a_v[Math.imul(((i0 + p_tt_offset0) | 0), 3)];
        v_t_v_29 = a_v[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0)];
        v_t_v_30 = a_v[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0)];
        v_x_x = Math.fround(Math.fround(Math.fround(v_t_v_19 * v_t_v_28) + Math.fround(v_t_v_22 * v_t_v_29)) + Math.fround(v_t_v_25 * v_t_v_30));
        v_x_y = Math.fround(Math.fround(Math.fround(v_t_v_20 * v_t_v_28) + Math.fround(v_t_v_23 * v_t_v_29)) + Math.fround(v_t_v_26 * v_t_v_30));
        v_x_z = Math.fround(Math.fround(Math.fround(v_t_v_21 * v_t_v_28) + Math.fround(v_t_v_24 * v_t_v_29)) + Math.fround(v_t_v_27 * v_t_v_30));
        a_o[Math.imul(((i0 + p_tt_offset0) | 0), 3)] = ((v_w_x) >>> 0);
        a_o[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0)] = ((v_w_y) >>> 0);
        a_o[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0)] = ((v_x_z) >>> 0);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_w_x = 0, v_w_y = 0, v_w_z = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_v_8 = 0, v_t_v_9 = 0, v_t_v_10 = 0, v_t_v_11 = 0, v_t_v_12 = 0, v_t_v_13 = 0, v_t_v_14 = 0, v_t_v_15 = 0, v_t_v_16 = 0, v_t_v_17 = 0, v_t_v_18 = 0, v_t_v_19 = 0, v_t_v_20 = 0, v_t_v_21 = 0, v_t_v_22 = 0, v_t_v_23 = 0, v_t_v_24 = 0, v_t_v_25 = 0, v_t_v_26 = 0, v_t_v_27 = 0, v_t_v_28 = 0, v_t_v_29 = 0, v_t_v_30 = 0, v_x_x = 0, v_x_y = 0, v_x_z = 0;
        v_t_v = 3;
        v_w_x = ((idiv_i32(Math.imul(ld(a_a, Math.imul(((i0 + p_tt_offset0) | 0), 3), 0), ld(a_a, Math.imul(((i0 + p_tt_offset0) | 0), 3), 1)), v_t_v) - 1) | 0);
        v_w_y = ((idiv_i32(Math.imul(ld(a_a, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), 0), ld(a_a, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), 1)), v_t_v) - 2) | 0);
        v_w_z = ((idiv_i32(Math.imul(ld(a_a, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), 0), ld(a_a, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), 1)), v_t_v) - 3) | 0);
        v_t_v_1 = ld(a_m, Math.imul(((i0 + p_tt_offset0) | 0), 9), 2);
        v_t_v_2 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 1) | 0), 2);
        v_t_v_3 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 2) | 0), 2);
        v_t_v_4 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 3) | 0), 2);
        v_t_v_5 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 4) | 0), 2);
        v_t_v_6 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 5) | 0), 2);
        v_t_v_7 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 6) | 0), 2);
        v_t_v_8 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 7) | 0), 2);
        v_t_v_9 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 8) | 0), 2);
        v_t_v_10 = ld(a_m, Math.imul(((i0 + p_tt_offset0) | 0), 9), 3);
        v_t_v_11 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 1) | 0), 3);
        v_t_v_12 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 2) | 0), 3);
        v_t_v_13 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 3) | 0), 3);
        v_t_v_14 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 4) | 0), 3);
        v_t_v_15 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 5) | 0), 3);
        v_t_v_16 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 6) | 0), 3);
        v_t_v_17 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 7) | 0), 3);
        v_t_v_18 = ld(a_m, ((Math.imul(((i0 + p_tt_offset0) | 0), 9) + 8) | 0), 3);
        v_t_v_19 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_10) + Math.fround(v_t_v_4 * v_t_v_11)) + Math.fround(v_t_v_7 * v_t_v_12));
        v_t_v_20 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_13) + Math.fround(v_t_v_4 * v_t_v_14)) + Math.fround(v_t_v_7 * v_t_v_15));
        v_t_v_21 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_16) + Math.fround(v_t_v_4 * v_t_v_17)) + Math.fround(v_t_v_7 * v_t_v_18));
        v_t_v_22 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_10) + Math.fround(v_t_v_5 * v_t_v_11)) + Math.fround(v_t_v_8 * v_t_v_12));
        v_t_v_23 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_13) + Math.fround(v_t_v_5 * v_t_v_14)) + Math.fround(v_t_v_8 * v_t_v_15));
        v_t_v_24 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_16) + Math.fround(v_t_v_5 * v_t_v_17)) + Math.fround(v_t_v_8 * v_t_v_18));
        v_t_v_25 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_10) + Math.fround(v_t_v_6 * v_t_v_11)) + Math.fround(v_t_v_9 * v_t_v_12));
        v_t_v_26 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_13) + Math.fround(v_t_v_6 * v_t_v_14)) + Math.fround(v_t_v_9 * v_t_v_15));
        v_t_v_27 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_16) + Math.fround(v_t_v_6 * v_t_v_17)) + Math.fround(v_t_v_9 * v_t_v_18));
        v_t_v_28 = ld(a_v, Math.imul(((i0 + p_tt_offset0) | 0), 3), 4);
        v_t_v_29 = ld(a_v, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), 4);
        v_t_v_30 = ld(a_v, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), 4);
        v_x_x = Math.fround(Math.fround(Math.fround(v_t_v_19 * v_t_v_28) + Math.fround(v_t_v_22 * v_t_v_29)) + Math.fround(v_t_v_25 * v_t_v_30));
        v_x_y = Math.fround(Math.fround(Math.fround(v_t_v_20 * v_t_v_28) + Math.fround(v_t_v_23 * v_t_v_29)) + Math.fround(v_t_v_26 * v_t_v_30));
        v_x_z = Math.fround(Math.fround(Math.fround(v_t_v_21 * v_t_v_28) + Math.fround(v_t_v_24 * v_t_v_29)) + Math.fround(v_t_v_27 * v_t_v_30));
        st(a_o, Math.imul(((i0 + p_tt_offset0) | 0), 3), ((v_w_x) >>> 0), 5);
        st(a_o, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), ((v_w_y) >>> 0), 5);
        st(a_o, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), ((v_x_z) >>> 0), 5);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_m, a_v, a_o, p_tt_offset0) {
  p_tt_offset0 = p_tt_offset0 | 0;
  if (bok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(9 * p_tt_offset0, Math.abs(9 * p_tt_offset0), 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 1, Math.abs(9 * p_tt_offset0) + 1, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 2, Math.abs(9 * p_tt_offset0) + 2, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 3, Math.abs(9 * p_tt_offset0) + 3, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 4, Math.abs(9 * p_tt_offset0) + 4, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 5, Math.abs(9 * p_tt_offset0) + 5, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 6, Math.abs(9 * p_tt_offset0) + 6, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 7, Math.abs(9 * p_tt_offset0) + 7, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(9 * p_tt_offset0 + 8, Math.abs(9 * p_tt_offset0) + 8, 9, 9, n0 - 1, 0, 0, 0, 0, 0, 0, a_m.length) && bok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_v.length) && bok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_v.length) && bok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_v.length) && bok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length)) {
    item: for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      let v_t_v = 0, v_w_x = 0, v_w_y = 0, v_w_z = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_v_8 = 0, v_t_v_9 = 0, v_t_v_10 = 0, v_t_v_11 = 0, v_t_v_12 = 0, v_t_v_13 = 0, v_t_v_14 = 0, v_t_v_15 = 0, v_t_v_16 = 0, v_t_v_17 = 0, v_t_v_18 = 0, v_t_v_19 = 0, v_t_v_20 = 0, v_t_v_21 = 0, v_t_v_22 = 0, v_t_v_23 = 0, v_t_v_24 = 0, v_t_v_25 = 0, v_t_v_26 = 0, v_t_v_27 = 0, v_t_v_28 = 0, v_t_v_29 = 0, v_t_v_30 = 0, v_x_x = 0, v_x_y = 0, v_x_z = 0;
      v_t_v = 3;
      const t0 = a_a[Math.imul(i0, 3)];
      v_w_x = ((idiv_i32(Math.imul(t0, t0), v_t_v) - 1) | 0);
      const t1 = a_a[((Math.imul(i0, 3) + 1) | 0)];
      v_w_y = ((idiv_i32(Math.imul(t1, t1), v_t_v) - 2) | 0);
      const t2 = a_a[((Math.imul(i0, 3) + 2) | 0)];
      v_w_z = ((idiv_i32(Math.imul(t2, t2), v_t_v) - 3) | 0);
      v_t_v_1 = a_m[Math.imul(i0, 9)];
      v_t_v_2 = a_m[((Math.imul(i0, 9) + 1) | 0)];
      v_t_v_3 = a_m[((Math.imul(i0, 9) + 2) | 0)];
      v_t_v_4 = a_m[((Math.imul(i0, 9) + 3) | 0)];
      v_t_v_5 = a_m[((Math.imul(i0, 9) + 4) | 0)];
      v_t_v_6 = a_m[((Math.imul(i0, 9) + 5) | 0)];
      v_t_v_7 = a_m[((Math.imul(i0, 9) + 6) | 0)];
      v_t_v_8 = a_m[((Math.imul(i0, 9) + 7) | 0)];
      v_t_v_9 = a_m[((Math.imul(i0, 9) + 8) | 0)];
      v_t_v_10 = a_m[Math.imul(i0, 9)];
      v_t_v_11 = a_m[((Math.imul(i0, 9) + 1) | 0)];
      v_t_v_12 = a_m[((Math.imul(i0, 9) + 2) | 0)];
      v_t_v_13 = a_m[((Math.imul(i0, 9) + 3) | 0)];
      v_t_v_14 = a_m[((Math.imul(i0, 9) + 4) | 0)];
      v_t_v_15 = a_m[((Math.imul(i0, 9) + 5) | 0)];
      v_t_v_16 = a_m[((Math.imul(i0, 9) + 6) | 0)];
      v_t_v_17 = a_m[((Math.imul(i0, 9) + 7) | 0)];
      v_t_v_18 = a_m[((Math.imul(i0, 9) + 8) | 0)];
      v_t_v_19 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_10) + Math.fround(v_t_v_4 * v_t_v_11)) + Math.fround(v_t_v_7 * v_t_v_12));
      v_t_v_20 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_13) + Math.fround(v_t_v_4 * v_t_v_14)) + Math.fround(v_t_v_7 * v_t_v_15));
      v_t_v_21 = Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_16) + Math.fround(v_t_v_4 * v_t_v_17)) + Math.fround(v_t_v_7 * v_t_v_18));
      v_t_v_22 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_10) + Math.fround(v_t_v_5 * v_t_v_11)) + Math.fround(v_t_v_8 * v_t_v_12));
      v_t_v_23 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_13) + Math.fround(v_t_v_5 * v_t_v_14)) + Math.fround(v_t_v_8 * v_t_v_15));
      v_t_v_24 = Math.fround(Math.fround(Math.fround(v_t_v_2 * v_t_v_16) + Math.fround(v_t_v_5 * v_t_v_17)) + Math.fround(v_t_v_8 * v_t_v_18));
      v_t_v_25 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_10) + Math.fround(v_t_v_6 * v_t_v_11)) + Math.fround(v_t_v_9 * v_t_v_12));
      v_t_v_26 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_13) + Math.fround(v_t_v_6 * v_t_v_14)) + Math.fround(v_t_v_9 * v_t_v_15));
      v_t_v_27 = Math.fround(Math.fround(Math.fround(v_t_v_3 * v_t_v_16) + Math.fround(v_t_v_6 * v_t_v_17)) + Math.fround(v_t_v_9 * v_t_v_18));
      v_t_v_28 = a_v[Math.imul(i0, 3)];
      v_t_v_29 = a_v[((Math.imul(i0, 3) + 1) | 0)];
      v_t_v_30 = a_v[((Math.imul(i0, 3) + 2) | 0)];
      v_x_x = Math.fround(Math.fround(Math.fround(v_t_v_19 * v_t_v_28) + Math.fround(v_t_v_22 * v_t_v_29)) + Math.fround(v_t_v_25 * v_t_v_30));
      v_x_y = Math.fround(Math.fround(Math.fround(v_t_v_20 * v_t_v_28) + Math.fround(v_t_v_23 * v_t_v_29)) + Math.fround(v_t_v_26 * v_t_v_30));
      v_x_z = Math.fround(Math.fround(Math.fround(v_t_v_21 * v_t_v_28) + Math.fround(v_t_v_24 * v_t_v_29)) + Math.fround(v_t_v_27 * v_t_v_30));
      a_o[Math.imul(i0, 3)] = ((v_w_x) >>> 0);
      a_o[((Math.imul(i0, 3) + 1) | 0)] = ((v_w_y) >>> 0);
      a_o[((Math.imul(i0, 3) + 2) | 0)] = ((v_x_z) >>> 0);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_m, a_v, a_o, p_tt_offset0);
};