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
function tt_fallback(n0, n1, n2, a_a, a_b, a_o, a_r) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 3, 3, b0, e0 - 1, a_a.length) && rok(1, 1, 3, 3, b0, e0 - 1, a_a.length) && rok(2, 2, 3, 3, b0, e0 - 1, a_a.length) && rok(0, 0, 3, 3, b0, e0 - 1, a_b.length) && rok(1, 1, 3, 3, b0, e0 - 1, a_b.length) && rok(2, 2, 3, 3, b0, e0 - 1, a_b.length) && rok(0, 0, 3, 3, b0, e0 - 1, a_o.length) && rok(1, 1, 3, 3, b0, e0 - 1, a_o.length) && rok(2, 2, 3, 3, b0, e0 - 1, a_o.length) && rok(0, 0, 4, 4, b0, e0 - 1, a_r.length) && rok(1, 1, 4, 4, b0, e0 - 1, a_r.length) && rok(2, 2, 4, 4, b0, e0 - 1, a_r.length) && rok(3, 3, 4, 4, b0, e0 - 1, a_r.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_u_x = 0, v_u_y = 0, v_u_z = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_c_x = 0, v_c_y = 0, v_c_z = 0, v_t_v = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_len = 0, v_t_v_8 = 0;
        v_u_x = a_a[Math.imul(i0, 3)];
        v_u_y = a_a[((Math.imul(i0, 3) + 1) | 0)];
        v_u_z = a_a[((Math.imul(i0, 3) + 2) | 0)];
        v_v_x = a_b[Math.imul(i0, 3)];
        v_v_y = a_b[((Math.imul(i0, 3) + 1) | 0)];
        v_v_z = a_b[((Math.imul(i0, 3) + 2) | 0)];
        v_c_x = Math.fround(Math.fround(v_u_y * v_v_z) - Math.fround(v_u_z * v_v_y));
        v_c_y = Math.fround(Math.fround(v_u_z * v_v_x) - Math.fround(v_u_x * v_v_z));
        v_c_z = Math.fround(Math.fround(v_u_x * v_v_y) - Math.fround(v_u_y * v_v_x));
        v_c_x = Math.fround(v_c_x + 1);
        v_t_v = 2;
        v_t_v_1 = 3;
        v_t_v_2 = 0.5;
        v_t_v_3 = (-1);
        v_t_v_4 = 1;
        a_o[Math.imul(i0, 3)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_x + v_v_x) * v_t_v) - Math.fround(v_v_x / v_t_v_1))) + v_c_x) + Math.fround(Math.fround(v_u_x * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_x * v_t_v_2))) + Math.min(Math.max(v_u_x, v_t_v_3), v_t_v_4));
        a_o[((Math.imul(i0, 3) + 1) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_y + v_v_y) * v_t_v) - Math.fround(v_v_y / v_t_v_1))) + v_c_y) + Math.fround(Math.fround(v_u_y * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_y * v_t_v_2))) + Math.min(Math.max(v_u_y, v_t_v_3), v_t_v_4));
        a_o[((Math.imul(i0, 3) + 2) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_z + v_v_z) * v_t_v) - Math.fround(v_v_z / v_t_v_1))) + v_c_z) + Math.fround(Math.fround(v_u_z * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_z * v_t_v_2))) + Math.min(Math.max(v_u_z, v_t_v_3), v_t_v_4));
        v_t_v_5 = Math.fround(v_u_x - v_v_x);
        v_t_v_6 = Math.fround(v_u_y - v_v_y);
        v_t_v_7 = Math.fround(v_u_z - v_v_z);
        v_t_len = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_v_x * v_v_x) + Math.fround(v_v_y * v_v_y)) + Math.fround(v_v_z * v_v_z))));
        v_t_v_8 = v_t_len;
        a_r[Math.imul(i0, 4)] = Math.fround(Math.fround(Math.fround(v_u_x * v_v_x) + Math.fround(v_u_y * v_v_y)) + Math.fround(v_u_z * v_v_z));
        a_r[((Math.imul(i0, 4) + 1) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_u_x * v_u_x) + Math.fround(v_u_y * v_u_y)) + Math.fround(v_u_z * v_u_z))));
        a_r[((Math.imul(i0, 4) + 2) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_5 * v_t_v_5) + Math.fround(v_t_v_6 * v_t_v_6)) + Math.fround(v_t_v_7 * v_t_v_7))));
        a_r[((Math.imul(i0, 4) + 3) | 0)] = Math.fround(v_v_y / v_t_v_8);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_u_x = 0, v_u_y = 0, v_u_z = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_c_x = 0, v_c_y = 0, v_c_z = 0, v_t_v = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_len = 0, v_t_v_8 = 0;
        v_u_x = ld(a_a, Math.imul(i0, 3), 0);
        v_u_y = ld(a_a, ((Math.imul(i0, 3) + 1) | 0), 0);
        v_u_z = ld(a_a, ((Math.imul(i0, 3) + 2) | 0), 0);
        v_v_x = ld(a_b, Math.imul(i0, 3), 1);
        v_v_y = ld(a_b, ((Math.imul(i0, 3) + 1) | 0), 1);
        v_v_z = ld(a_b, ((Math.imul(i0, 3) + 2) | 0), 1);
        v_c_x = Math.fround(Math.fround(v_u_y * v_v_z) - Math.fround(v_u_z * v_v_y));
        v_c_y = Math.fround(Math.fround(v_u_z * v_v_x) - Math.fround(v_u_x * v_v_z));
        v_c_z = Math.fround(Math.fround(v_u_x * v_v_y) - Math.fround(v_u_y * v_v_x));
        v_c_x = Math.fround(v_c_x + 1);
        v_t_v = 2;
        v_t_v_1 = 3;
        v_t_v_2 = 0.5;
        v_t_v_3 = (-1);
        v_t_v_4 = 1;
        st(a_o, Math.imul(i0, 3), Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_x + v_v_x) * v_t_v) - Math.fround(v_v_x / v_t_v_1))) + v_c_x) + Math.fround(Math.fround(v_u_x * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_x * v_t_v_2))) + Math.min(Math.max(v_u_x, v_t_v_3), v_t_v_4)), 2);
        st(a_o, ((Math.imul(i0, 3) + 1) | 0), Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_y + v_v_y) * v_t_v) - Math.fround(v_v_y / v_t_v_1))) + v_c_y) + Math.fround(Math.fround(v_u_y * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_y * v_t_v_2))) + Math.min(Math.max(v_u_y, v_t_v_3), v_t_v_4)), 2);
        st(a_o, ((Math.imul(i0, 3) + 2) | 0), Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_z + v_v_z) * v_t_v) - Math.fround(v_v_z / v_t_v_1))) + v_c_z) + Math.fround(Math.fround(v_u_z * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_z * v_t_v_2))) + Math.min(Math.max(v_u_z, v_t_v_3), v_t_v_4)), 2);
        v_t_v_5 = Math.fround(v_u_x - v_v_x);
        v_t_v_6 = Math.fround(v_u_y - v_v_y);
        v_t_v_7 = Math.fround(v_u_z - v_v_z);
        v_t_len = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_v_x * v_v_x) + Math.fround(v_v_y * v_v_y)) + Math.fround(v_v_z * v_v_z))));
        v_t_v_8 = v_t_len;
        st(a_r, Math.imul(i0, 4), Math.fround(Math.fround(Math.fround(v_u_x * v_v_x) + Math.fround(v_u_y * v_v_y)) + Math.fround(v_u_z * v_v_z)), 3);
        st(a_r, ((Math.imul(i0, 4) + 1) | 0), Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_u_x * v_u_x) + Math.fround(v_u_y * v_u_y)) + Math.fround(v_u_z * v_u_z)))), 3);
        st(a_r, ((Math.imul(i0, 4) + 2) | 0), Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_5 * v_t_v_5) + Math.fround(v_t_v_6 * v_t_v_6)) + Math.fround(v_t_v_7 * v_t_v_7)))), 3);
        st(a_r, ((Math.imul(i0, 4) + 3) | 0), Math.fround(v_v_y / v_t_v_8), 3);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_o, a_r) {
  if (bok(0, 0, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(1, 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(2, 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(0, 0, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(1, 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(2, 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(0, 0, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(1, 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(2, 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(0, 0, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(1, 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(2, 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(3, 3, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_u_x = 0, v_u_y = 0, v_u_z = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_c_x = 0, v_c_y = 0, v_c_z = 0, v_t_v = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_len = 0, v_t_v_8 = 0;
      v_u_x = a_a[Math.imul(i0, 3)];
      v_u_y = a_a[((Math.imul(i0, 3) + 1) | 0)];
      v_u_z = a_a[((Math.imul(i0, 3) + 2) | 0)];
      v_v_x = a_b[Math.imul(i0, 3)];
      v_v_y = a_b[((Math.imul(i0, 3) + 1) | 0)];
      v_v_z = a_b[((Math.imul(i0, 3) + 2) | 0)];
      v_c_x = Math.fround(Math.fround(v_u_y * v_v_z) - Math.fround(v_u_z * v_v_y));
      v_c_y = Math.fround(Math.fround(v_u_z * v_v_x) - Math.fround(v_u_x * v_v_z));
      v_c_z = Math.fround(Math.fround(v_u_x * v_v_y) - Math.fround(v_u_y * v_v_x));
      v_c_x = Math.fround(v_c_x + 1);
      v_t_v = 2;
      v_t_v_1 = 3;
      v_t_v_2 = 0.5;
      v_t_v_3 = (-1);
      v_t_v_4 = 1;
      a_o[Math.imul(i0, 3)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_x + v_v_x) * v_t_v) - Math.fround(v_v_x / v_t_v_1))) + v_c_x) + Math.fround(Math.fround(v_u_x * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_x * v_t_v_2))) + Math.min(Math.max(v_u_x, v_t_v_3), v_t_v_4));
      a_o[((Math.imul(i0, 3) + 1) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_y + v_v_y) * v_t_v) - Math.fround(v_v_y / v_t_v_1))) + v_c_y) + Math.fround(Math.fround(v_u_y * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_y * v_t_v_2))) + Math.min(Math.max(v_u_y, v_t_v_3), v_t_v_4));
      a_o[((Math.imul(i0, 3) + 2) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_z + v_v_z) * v_t_v) - Math.fround(v_v_z / v_t_v_1))) + v_c_z) + Math.fround(Math.fround(v_u_z * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_z * v_t_v_2))) + Math.min(Math.max(v_u_z, v_t_v_3), v_t_v_4));
      v_t_v_5 = Math.fround(v_u_x - v_v_x);
      v_t_v_6 = Math.fround(v_u_y - v_v_y);
      v_t_v_7 = Math.fround(v_u_z - v_v_z);
      v_t_len = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_v_x * v_v_x) + Math.fround(v_v_y * v_v_y)) + Math.fround(v_v_z * v_v_z))));
      v_t_v_8 = v_t_len;
      a_r[Math.imul(i0, 4)] = Math.fround(Math.fround(Math.fround(v_u_x * v_v_x) + Math.fround(v_u_y * v_v_y)) + Math.fround(v_u_z * v_v_z));
      a_r[((Math.imul(i0, 4) + 1) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_u_x * v_u_x) + Math.fround(v_u_y * v_u_y)) + Math.fround(v_u_z * v_u_z))));
      a_r[((Math.imul(i0, 4) + 2) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_5 * v_t_v_5) + Math.fround(v_t_v_6 * v_t_v_6)) + Math.fround(v_t_v_7 * v_t_v_7))));
      a_r[((Math.imul(i0, 4) + 3) | 0)] = Math.fround(v_v_y / v_t_v_8);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_b, a_o, a_r);
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
function tt_fallback(n0, n1, n2, a_a, a_b, a_o, a_r, p_tt_offset0) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, b0, e0 - 1, a_a.length) && rok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, b0, e0 - 1, a_a.length) && rok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, b0, e0 - 1, a_a.length) && rok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, b0, e0 - 1, a_b.length) && rok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, b0, e0 - 1, a_b.length) && rok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, b0, e0 - 1, a_b.length) && rok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, b0, e0 - 1, a_o.length) && rok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, b0, e0 - 1, a_o.length) && rok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, b0, e0 - 1, a_o.length) && rok(4 * p_tt_offset0, Math.abs(4 * p_tt_offset0), 4, 4, b0, e0 - 1, a_r.length) && rok(4 * p_tt_offset0 + 1, Math.abs(4 * p_tt_offset0) + 1, 4, 4, b0, e0 - 1, a_r.length) && rok(4 * p_tt_offset0 + 2, Math.abs(4 * p_tt_offset0) + 2, 4, 4, b0, e0 - 1, a_r.length) && rok(4 * p_tt_offset0 + 3, Math.abs(4 * p_tt_offset0) + 3, 4, 4, b0, e0 - 1, a_r.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_u_x = 0, v_u_y = 0, v_u_z = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_c_x = 0, v_c_y = 0, v_c_z = 0, v_t_v = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_len = 0, v_t_v_8 = 0;
        v_u_x = a_a[Math.imul(((i0 + p_tt_offset0) | 0), 3)];
        v_u_y = a_a[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0)];
        v_u_z = a_a[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0)];
        v_v_x = a_b[Math.imul(((i0 + p_tt_offset0) | 0), 3)];
        v_v_y = a_b[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0)];
        v_v_z = a_b[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0)];
        v_c_x = Math.fround(Math.fround(v_u_y * v_v_z) - Math.fround(v_u_z * v_v_y));
        v_c_y = Math.fround(Math.fround(v_u_z * v_v_x) - Math.fround(v_u_x * v_v_z));
        v_c_z = Math.fround(Math.fround(v_u_x * v_v_y) - Math.fround(v_u_y * v_v_x));
        v_c_x = Math.fround(v_c_x + 1);
        v_t_v = 2;
        v_t_v_1 = 3;
        v_t_v_2 = 0.5;
        v_t_v_3 = (-1);
        v_t_v_4 = 1;
        a_o[Math.imul(((i0 + p_tt_offset0) | 0), 3)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_x + v_v_x) * v_t_v) - Math.fround(v_v_x / v_t_v_1))) + v_c_x) + Math.fround(Math.fround(v_u_x * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_x * v_t_v_2))) + Math.min(Math.max(v_u_x, v_t_v_3), v_t_v_4));
        a_o[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_y + v_v_y) * v_t_v) - Math.fround(v_v_y / v_t_v_1))) + v_c_y) + Math.fround(Math.fround(v_u_y * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_y * v_t_v_2))) + Math.min(Math.max(v_u_y, v_t_v_3), v_t_v_4));
        a_o[((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_z + v_v_z) * v_t_v) - Math.fround(v_v_z / v_t_v_1))) + v_c_z) + Math.fround(Math.fround(v_u_z * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_z * v_t_v_2))) + Math.min(Math.max(v_u_z, v_t_v_3), v_t_v_4));
        v_t_v_5 = Math.fround(v_u_x - v_v_x);
        v_t_v_6 = Math.fround(v_u_y - v_v_y);
        v_t_v_7 = Math.fround(v_u_z - v_v_z);
        v_t_len = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_v_x * v_v_x) + Math.fround(v_v_y * v_v_y)) + Math.fround(v_v_z * v_v_z))));
        v_t_v_8 = v_t_len;
        a_r[Math.imul(((i0 + p_tt_offset0) | 0), 4)] = Math.fround(Math.fround(Math.fround(v_u_x * v_v_x) + Math.fround(v_u_y * v_v_y)) + Math.fround(v_u_z * v_v_z));
        a_r[((Math.imul(((i0 + p_tt_offset0) | 0), 4) + 1) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_u_x * v_u_x) + Math.fround(v_u_y * v_u_y)) + Math.fround(v_u_z * v_u_z))));
        a_r[((Math.imul(((i0 + p_tt_offset0) | 0), 4) + 2) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_5 * v_t_v_5) + Math.fround(v_t_v_6 * v_t_v_6)) + Math.fround(v_t_v_7 * v_t_v_7))));
        a_r[((Math.imul(((i0 + p_tt_offset0) | 0), 4) + 3) | 0)] = Math.fround(v_v_y / v_t_v_8);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_u_x = 0, v_u_y = 0, v_u_z = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_c_x = 0, v_c_y = 0, v_c_z = 0, v_t_v = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_len = 0, v_t_v_8 = 0;
        v_u_x = ld(a_a, Math.imul(((i0 + p_tt_offset0) | 0), 3), 0);
        v_u_y = ld(a_a, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), 0);
        v_u_z = ld(a_a, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), 0);
        v_v_x = ld(a_b, Math.imul(((i0 + p_tt_offset0) | 0), 3), 1);
        v_v_y = ld(a_b, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), 1);
        v_v_z = ld(a_b, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), 1);
        v_c_x = Math.fround(Math.fround(v_u_y * v_v_z) - Math.fround(v_u_z * v_v_y));
        v_c_y = Math.fround(Math.fround(v_u_z * v_v_x) - Math.fround(v_u_x * v_v_z));
        v_c_z = Math.fround(Math.fround(v_u_x * v_v_y) - Math.fround(v_u_y * v_v_x));
        v_c_x = Math.fround(v_c_x + 1);
        v_t_v = 2;
        v_t_v_1 = 3;
        v_t_v_2 = 0.5;
        v_t_v_3 = (-1);
        v_t_v_4 = 1;
        st(a_o, Math.imul(((i0 + p_tt_offset0) | 0), 3), Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_x + v_v_x) * v_t_v) - Math.fround(v_v_x / v_t_v_1))) + v_c_x) + Math.fround(Math.fround(v_u_x * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_x * v_t_v_2))) + Math.min(Math.max(v_u_x, v_t_v_3), v_t_v_4)), 2);
        st(a_o, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 1) | 0), Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_y + v_v_y) * v_t_v) - Math.fround(v_v_y / v_t_v_1))) + v_c_y) + Math.fround(Math.fround(v_u_y * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_y * v_t_v_2))) + Math.min(Math.max(v_u_y, v_t_v_3), v_t_v_4)), 2);
        st(a_o, ((Math.imul(((i0 + p_tt_offset0) | 0), 3) + 2) | 0), Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_z + v_v_z) * v_t_v) - Math.fround(v_v_z / v_t_v_1))) + v_c_z) + Math.fround(Math.fround(v_u_z * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_z * v_t_v_2))) + Math.min(Math.max(v_u_z, v_t_v_3), v_t_v_4)), 2);
        v_t_v_5 = Math.fround(v_u_x - v_v_x);
        v_t_v_6 = Math.fround(v_u_y - v_v_y);
        v_t_v_7 = Math.fround(v_u_z - v_v_z);
        v_t_len = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_v_x * v_v_x) + Math.fround(v_v_y * v_v_y)) + Math.fround(v_v_z * v_v_z))));
        v_t_v_8 = v_t_len;
        st(a_r, Math.imul(((i0 + p_tt_offset0) | 0), 4), Math.fround(Math.fround(Math.fround(v_u_x * v_v_x) + Math.fround(v_u_y * v_v_y)) + Math.fround(v_u_z * v_v_z)), 3);
        st(a_r, ((Math.imul(((i0 + p_tt_offset0) | 0), 4) + 1) | 0), Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_u_x * v_u_x) + Math.fround(v_u_y * v_u_y)) + Math.fround(v_u_z * v_u_z)))), 3);
        st(a_r, ((Math.imul(((i0 + p_tt_offset0) | 0), 4) + 2) | 0), Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_5 * v_t_v_5) + Math.fround(v_t_v_6 * v_t_v_6)) + Math.fround(v_t_v_7 * v_t_v_7)))), 3);
        st(a_r, ((Math.imul(((i0 + p_tt_offset0) | 0), 4) + 3) | 0), Math.fround(v_v_y / v_t_v_8), 3);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_o, a_r, p_tt_offset0) {
  p_tt_offset0 = p_tt_offset0 | 0;
  if (bok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(3 * p_tt_offset0, Math.abs(3 * p_tt_offset0), 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(3 * p_tt_offset0 + 1, Math.abs(3 * p_tt_offset0) + 1, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(3 * p_tt_offset0 + 2, Math.abs(3 * p_tt_offset0) + 2, 3, 3, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(4 * p_tt_offset0, Math.abs(4 * p_tt_offset0), 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(4 * p_tt_offset0 + 1, Math.abs(4 * p_tt_offset0) + 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(4 * p_tt_offset0 + 2, Math.abs(4 * p_tt_offset0) + 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(4 * p_tt_offset0 + 3, Math.abs(4 * p_tt_offset0) + 3, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length)) {
    item: for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      let v_u_x = 0, v_u_y = 0, v_u_z = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_c_x = 0, v_c_y = 0, v_c_z = 0, v_t_v = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_t_v_5 = 0, v_t_v_6 = 0, v_t_v_7 = 0, v_t_len = 0, v_t_v_8 = 0;
      v_u_x = a_a[Math.imul(i0, 3)];
      v_u_y = a_a[((Math.imul(i0, 3) + 1) | 0)];
      v_u_z = a_a[((Math.imul(i0, 3) + 2) | 0)];
      v_v_x = a_b[Math.imul(i0, 3)];
      v_v_y = a_b[((Math.imul(i0, 3) + 1) | 0)];
      v_v_z = a_b[((Math.imul(i0, 3) + 2) | 0)];
      v_c_x = Math.fround(Math.fround(v_u_y * v_v_z) - Math.fround(v_u_z * v_v_y));
      v_c_y = Math.fround(Math.fround(v_u_z * v_v_x) - Math.fround(v_u_x * v_v_z));
      v_c_z = Math.fround(Math.fround(v_u_x * v_v_y) - Math.fround(v_u_y * v_v_x));
      v_c_x = Math.fround(v_c_x + 1);
      v_t_v = 2;
      v_t_v_1 = 3;
      v_t_v_2 = 0.5;
      v_t_v_3 = (-1);
      v_t_v_4 = 1;
      a_o[Math.imul(i0, 3)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_x + v_v_x) * v_t_v) - Math.fround(v_v_x / v_t_v_1))) + v_c_x) + Math.fround(Math.fround(v_u_x * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_x * v_t_v_2))) + Math.min(Math.max(v_u_x, v_t_v_3), v_t_v_4));
      a_o[((Math.imul(i0, 3) + 1) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_y + v_v_y) * v_t_v) - Math.fround(v_v_y / v_t_v_1))) + v_c_y) + Math.fround(Math.fround(v_u_y * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_y * v_t_v_2))) + Math.min(Math.max(v_u_y, v_t_v_3), v_t_v_4));
      a_o[((Math.imul(i0, 3) + 2) | 0)] = Math.fround(Math.fround(Math.fround((-Math.fround(Math.fround(Math.fround(v_u_z + v_v_z) * v_t_v) - Math.fround(v_v_z / v_t_v_1))) + v_c_z) + Math.fround(Math.fround(v_u_z * Math.fround(1 - v_t_v_2)) + Math.fround(v_v_z * v_t_v_2))) + Math.min(Math.max(v_u_z, v_t_v_3), v_t_v_4));
      v_t_v_5 = Math.fround(v_u_x - v_v_x);
      v_t_v_6 = Math.fround(v_u_y - v_v_y);
      v_t_v_7 = Math.fround(v_u_z - v_v_z);
      v_t_len = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_v_x * v_v_x) + Math.fround(v_v_y * v_v_y)) + Math.fround(v_v_z * v_v_z))));
      v_t_v_8 = v_t_len;
      a_r[Math.imul(i0, 4)] = Math.fround(Math.fround(Math.fround(v_u_x * v_v_x) + Math.fround(v_u_y * v_v_y)) + Math.fround(v_u_z * v_v_z));
      a_r[((Math.imul(i0, 4) + 1) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_u_x * v_u_x) + Math.fround(v_u_y * v_u_y)) + Math.fround(v_u_z * v_u_z))));
      a_r[((Math.imul(i0, 4) + 2) | 0)] = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_5 * v_t_v_5) + Math.fround(v_t_v_6 * v_t_v_6)) + Math.fround(v_t_v_7 * v_t_v_7))));
      a_r[((Math.imul(i0, 4) + 3) | 0)] = Math.fround(v_v_y / v_t_v_8);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_b, a_o, a_r, p_tt_offset0);
};