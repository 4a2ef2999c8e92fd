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
function tt_fallback(n0, n1, n2, a_p, a_out, p_dt, h0) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 7, 7, b0, e0 - 1, a_p.length) && rok(1, 1, 7, 7, b0, e0 - 1, a_p.length) && rok(2, 2, 7, 7, b0, e0 - 1, a_p.length) && rok(3, 3, 7, 7, b0, e0 - 1, a_p.length) && rok(4, 4, 7, 7, b0, e0 - 1, a_p.length) && rok(5, 5, 7, 7, b0, e0 - 1, a_p.length) && rok(6, 6, 7, 7, b0, e0 - 1, a_p.length) && rok(0, 0, 7, 7, b0, e0 - 1, a_out.length) && rok(1, 1, 7, 7, b0, e0 - 1, a_out.length) && rok(2, 2, 7, 7, b0, e0 - 1, a_out.length) && rok(3, 3, 7, 7, b0, e0 - 1, a_out.length) && rok(4, 4, 7, 7, b0, e0 - 1, a_out.length) && rok(5, 5, 7, 7, b0, e0 - 1, a_out.length) && rok(6, 6, 7, 7, b0, e0 - 1, a_out.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_acc_x = 0, v_acc_y = 0, v_acc_z = 0, v_j = 0, v_d_x = 0, v_d_y = 0, v_d_z = 0, v_r2 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_me_pos_x = 0, v_me_pos_y = 0, v_me_pos_z = 0, v_me_vel_x = 0, v_me_vel_y = 0, v_me_vel_z = 0, v_me_mass = 0, v_t_v_5 = 0, v_t_v_6 = 0;
        v_t_v = 0;
        v_acc_x = v_t_v;
        v_acc_y = v_t_v;
        v_acc_z = v_t_v;
        v_j = 0;
        for (; (v_j < h0); v_j = ((v_j + 1) | 0)) {
          v_d_x = Math.fround(ld(a_p, Math.imul(v_j, 7), 0) - a_p[Math.imul(i0, 7)]);
          v_d_y = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 1) | 0), 0) - a_p[((Math.imul(i0, 7) + 1) | 0)]);
          v_d_z = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 2) | 0), 0) - a_p[((Math.imul(i0, 7) + 2) | 0)]);
          v_r2 = Math.fround(Math.fround(Math.fround(Math.fround(v_d_x * v_d_x) + Math.fround(v_d_y * v_d_y)) + Math.fround(v_d_z * v_d_z)) + 0.009999999776482582);
          v_t_v_1 = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 6) | 0), 2) / Math.fround(Math.fround(Math.sqrt(v_r2)) * v_r2));
          v_t_v_2 = Math.fround(v_d_x * v_t_v_1);
          v_t_v_3 = Math.fround(v_d_y * v_t_v_1);
          v_t_v_4 = Math.fround(v_d_z * v_t_v_1);
          v_acc_x = Math.fround(v_acc_x + v_t_v_2);
          v_acc_y = Math.fround(v_acc_y + v_t_v_3);
          v_acc_z = Math.fround(v_acc_z + v_t_v_4);
        }
        v_me_pos_x = a_p[Math.imul(i0, 7)];
        v_me_pos_y = a_p[((Math.imul(i0, 7) + 1) | 0)];
        v_me_pos_z = a_p[((Math.imul(i0, 7) + 2) | 0)];
        v_me_vel_x = a_p[((Math.imul(i0, 7) + 3) | 0)];
        v_me_vel_y = a_p[((Math.imul(i0, 7) + 4) | 0)];
        v_me_vel_z = a_p[((Math.imul(i0, 7) + 5) | 0)];
        v_me_mass = a_p[((Math.imul(i0, 7) + 6) | 0)];
        v_t_v_5 = p_dt;
        v_me_vel_x = Math.fround(v_me_vel_x + Math.fround(v_acc_x * v_t_v_5));
        v_me_vel_y = Math.fround(v_me_vel_y + Math.fround(v_acc_y * v_t_v_5));
        v_me_vel_z = Math.fround(v_me_vel_z + Math.fround(v_acc_z * v_t_v_5));
        v_t_v_6 = p_dt;
        v_me_pos_x = Math.fround(v_me_pos_x + Math.fround(v_me_vel_x * v_t_v_6));
        v_me_pos_y = Math.fround(v_me_pos_y + Math.fround(v_me_vel_y * v_t_v_6));
        v_me_pos_z = Math.fround(v_me_pos_z + Math.fround(v_me_vel_z * v_t_v_6));
        a_out[Math.imul(i0, 7)] = v_me_pos_x;
        a_out[((Math.imul(i0, 7) + 1) | 0)] = v_me_pos_y;
        a_out[((Math.imul(i0, 7) + 2) | 0)] = v_me_pos_z;
        a_out[((Math.imul(i0, 7) + 3) | 0)] = v_me_vel_x;
        a_out[((Math.imul(i0, 7) + 4) | 0)] = v_me_vel_y;
        a_out[((Math.imul(i0, 7) + 5) | 0)] = v_me_vel_z;
        a_out[((Math.imul(i0, 7) + 6) | 0)] = v_me_mass;
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_acc_x = 0, v_acc_y = 0, v_acc_z = 0, v_j = 0, v_d_x = 0, v_d_y = 0, v_d_z = 0, v_r2 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_me_pos_x = 0, v_me_pos_y = 0, v_me_pos_z = 0, v_me_vel_x = 0, v_me_vel_y = 0, v_me_vel_z = 0, v_me_mass = 0, v_t_v_5 = 0, v_t_v_6 = 0;
        v_t_v = 0;
        v_acc_x = v_t_v;
        v_acc_y = v_t_v;
        v_acc_z = v_t_v;
        v_j = 0;
        for (; (v_j < h0); v_j = ((v_j + 1) | 0)) {
          v_d_x = Math.fround(ld(a_p, Math.imul(v_j, 7), 0) - ld(a_p, Math.imul(i0, 7), 1));
          v_d_y = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 1) | 0), 0) - ld(a_p, ((Math.imul(i0, 7) + 1) | 0), 1));
          v_d_z = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 2) | 0), 0) - ld(a_p, ((Math.imul(i0, 7) + 2) | 0), 1));
          v_r2 = Math.fround(Math.fround(Math.fround(Math.fround(v_d_x * v_d_x) + Math.fround(v_d_y * v_d_y)) + Math.fround(v_d_z * v_d_z)) + 0.009999999776482582);
          v_t_v_1 = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 6) | 0), 2) / Math.fround(Math.fround(Math.sqrt(v_r2)) * v_r2));
          v_t_v_2 = Math.fround(v_d_x * v_t_v_1);
          v_t_v_3 = Math.fround(v_d_y * v_t_v_1);
          v_t_v_4 = Math.fround(v_d_z * v_t_v_1);
          v_acc_x = Math.fround(v_acc_x + v_t_v_2);
          v_acc_y = Math.fround(v_acc_y + v_t_v_3);
          v_acc_z = Math.fround(v_acc_z + v_t_v_4);
        }
        v_me_pos_x = ld(a_p, Math.imul(i0, 7), 3);
        v_me_pos_y = ld(a_p, ((Math.imul(i0, 7) + 1) | 0), 3);
        v_me_pos_z = ld(a_p, ((Math.imul(i0, 7) + 2) | 0), 3);
        v_me_vel_x = ld(a_p, ((Math.imul(i0, 7) + 3) | 0), 3);
        v_me_vel_y = ld(a_p, ((Math.imul(i0, 7) + 4) | 0), 3);
        v_me_vel_z = ld(a_p, ((Math.imul(i0, 7) + 5) | 0), 3);
        v_me_mass = ld(a_p, ((Math.imul(i0, 7) + 6) | 0), 3);
        v_t_v_5 = p_dt;
        v_me_vel_x = Math.fround(v_me_vel_x + Math.fround(v_acc_x * v_t_v_5));
        v_me_vel_y = Math.fround(v_me_vel_y + Math.fround(v_acc_y * v_t_v_5));
        v_me_vel_z = Math.fround(v_me_vel_z + Math.fround(v_acc_z * v_t_v_5));
        v_t_v_6 = p_dt;
        v_me_pos_x = Math.fround(v_me_pos_x + Math.fround(v_me_vel_x * v_t_v_6));
        v_me_pos_y = Math.fround(v_me_pos_y + Math.fround(v_me_vel_y * v_t_v_6));
        v_me_pos_z = Math.fround(v_me_pos_z + Math.fround(v_me_vel_z * v_t_v_6));
        st(a_out, Math.imul(i0, 7), v_me_pos_x, 4);
        st(a_out, ((Math.imul(i0, 7) + 1) | 0), v_me_pos_y, 4);
        st(a_out, ((Math.imul(i0, 7) + 2) | 0), v_me_pos_z, 4);
        st(a_out, ((Math.imul(i0, 7) + 3) | 0), v_me_vel_x, 4);
        st(a_out, ((Math.imul(i0, 7) + 4) | 0), v_me_vel_y, 4);
        st(a_out, ((Math.imul(i0, 7) + 5) | 0), v_me_vel_z, 4);
        st(a_out, ((Math.imul(i0, 7) + 6) | 0), v_me_mass, 4);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_p, a_out, p_dt) {
  const tt_one = n0 === 1;
  p_dt = Math.fround(p_dt);
  const h0 = idiv_i32(a_p.length, 7);
  if (bok(0, 0, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(1, 1, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(2, 2, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(3, 3, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(4, 4, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(5, 5, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(6, 6, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(0, 0, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(1, 1, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(2, 2, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(3, 3, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(4, 4, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(5, 5, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(6, 6, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_t_v = 0, v_acc_x = 0, v_acc_y = 0, v_acc_z = 0, v_j = 0, v_d_x = 0, v_d_y = 0, v_d_z = 0, v_r2 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_me_pos_x = 0, v_me_pos_y = 0, v_me_pos_z = 0, v_me_vel_x = 0, v_me_vel_y = 0, v_me_vel_z = 0, v_me_mass = 0, v_t_v_5 = 0, v_t_v_6 = 0;
      v_t_v = 0;
      v_acc_x = v_t_v;
      v_acc_y = v_t_v;
      v_acc_z = v_t_v;
      v_j = 0;
      for (; (v_j < h0); v_j = ((v_j + 1) | 0)) {
        v_d_x = Math.fround(ld(a_p, Math.imul(v_j, 7), 0) - a_p[Math.imul(i0, 7)]);
        v_d_y = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 1) | 0), 0) - a_p[((Math.imul(i0, 7) + 1) | 0)]);
        v_d_z = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 2) | 0), 0) - a_p[((Math.imul(i0, 7) + 2) | 0)]);
        v_r2 = Math.fround(Math.fround(Math.fround(Math.fround(v_d_x * v_d_x) + Math.fround(v_d_y * v_d_y)) + Math.fround(v_d_z * v_d_z)) + 0.009999999776482582);
        v_t_v_1 = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 6) | 0), 2) / Math.fround(Math.fround(Math.sqrt(v_r2)) * v_r2));
        v_t_v_2 = Math.fround(v_d_x * v_t_v_1);
        v_t_v_3 = Math.fround(v_d_y * v_t_v_1);
        v_t_v_4 = Math.fround(v_d_z * v_t_v_1);
        v_acc_x = Math.fround(v_acc_x + v_t_v_2);
        v_acc_y = Math.fround(v_acc_y + v_t_v_3);
        v_acc_z = Math.fround(v_acc_z + v_t_v_4);
      }
      v_me_pos_x = a_p[Math.imul(i0, 7)];
      v_me_pos_y = a_p[((Math.imul(i0, 7) + 1) | 0)];
      v_me_pos_z = a_p[((Math.imul(i0, 7) + 2) | 0)];
      v_me_vel_x = a_p[((Math.imul(i0, 7) + 3) | 0)];
      v_me_vel_y = a_p[((Math.imul(i0, 7) + 4) | 0)];
      v_me_vel_z = a_p[((Math.imul(i0, 7) + 5) | 0)];
      v_me_mass = a_p[((Math.imul(i0, 7) + 6) | 0)];
      v_t_v_5 = p_dt;
      v_me_vel_x = Math.fround(v_me_vel_x + Math.fround(v_acc_x * v_t_v_5));
      v_me_vel_y = Math.fround(v_me_vel_y + Math.fround(v_acc_y * v_t_v_5));
      v_me_vel_z = Math.fround(v_me_vel_z + Math.fround(v_acc_z * v_t_v_5));
      v_t_v_6 = p_dt;
      v_me_pos_x = Math.fround(v_me_pos_x + Math.fround(v_me_vel_x * v_t_v_6));
      v_me_pos_y = Math.fround(v_me_pos_y + Math.fround(v_me_vel_y * v_t_v_6));
      v_me_pos_z = Math.fround(v_me_pos_z + Math.fround(v_me_vel_z * v_t_v_6));
      a_out[Math.imul(i0, 7)] = v_me_pos_x;
      a_out[((Math.imul(i0, 7) + 1) | 0)] = v_me_pos_y;
      a_out[((Math.imul(i0, 7) + 2) | 0)] = v_me_pos_z;
      a_out[((Math.imul(i0, 7) + 3) | 0)] = v_me_vel_x;
      a_out[((Math.imul(i0, 7) + 4) | 0)] = v_me_vel_y;
      a_out[((Math.imul(i0, 7) + 5) | 0)] = v_me_vel_z;
      a_out[((Math.imul(i0, 7) + 6) | 0)] = v_me_mass;
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_p, a_out, p_dt, h0);
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
function tt_fallback(n0, n1, n2, a_p, a_out, p_dt, p_tt_offset0, h0) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(7 * p_tt_offset0, Math.abs(7 * p_tt_offset0), 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0 + 1, Math.abs(7 * p_tt_offset0) + 1, 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0 + 2, Math.abs(7 * p_tt_offset0) + 2, 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0 + 3, Math.abs(7 * p_tt_offset0) + 3, 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0 + 4, Math.abs(7 * p_tt_offset0) + 4, 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0 + 5, Math.abs(7 * p_tt_offset0) + 5, 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0 + 6, Math.abs(7 * p_tt_offset0) + 6, 7, 7, b0, e0 - 1, a_p.length) && rok(7 * p_tt_offset0, Math.abs(7 * p_tt_offset0), 7, 7, b0, e0 - 1, a_out.length) && rok(7 * p_tt_offset0 + 1, Math.abs(7 * p_tt_offset0) + 1, 7, 7, b0, e0 - 1, a_out.length) && rok(7 * p_tt_offset0 + 2, Math.abs(7 * p_tt_offset0) + 2, 7, 7, b0, e0 - 1, a_out.length) && rok(7 * p_tt_offset0 + 3, Math.abs(7 * p_tt_offset0) + 3, 7, 7, b0, e0 - 1, a_out.length) && rok(7 * p_tt_offset0 + 4, Math.abs(7 * p_tt_offset0) + 4, 7, 7, b0, e0 - 1, a_out.length) && rok(7 * p_tt_offset0 + 5, Math.abs(7 * p_tt_offset0) + 5, 7, 7, b0, e0 - 1, a_out.length) && rok(7 * p_tt_offset0 + 6, Math.abs(7 * p_tt_offset0) + 6, 7, 7, b0, e0 - 1, a_out.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_acc_x = 0, v_acc_y = 0, v_acc_z = 0, v_j = 0, v_d_x = 0, v_d_y = 0, v_d_z = 0, v_r2 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_me_pos_x = 0, v_me_pos_y = 0, v_me_pos_z = 0, v_me_vel_x = 0, v_me_vel_y = 0, v_me_vel_z = 0, v_me_mass = 0, v_t_v_5 = 0, v_t_v_6 = 0;
        v_t_v = 0;
        v_acc_x = v_t_v;
        v_acc_y = v_t_v;
        v_acc_z = v_t_v;
        v_j = 0;
        for (; (v_j < h0); v_j = ((v_j + 1) | 0)) {
          v_d_x = Math.fround(ld(a_p, Math.imul(v_j, 7), 0) - a_p[Math.imul(((i0 + p_tt_offset0) | 0), 7)]);
          v_d_y = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 1) | 0), 0) - a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 1) | 0)]);
          v_d_z = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 2) | 0), 0) - a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 2) | 0)]);
          v_r2 = Math.fround(Math.fround(Math.fround(Math.fround(v_d_x * v_d_x) + Math.fround(v_d_y * v_d_y)) + Math.fround(v_d_z * v_d_z)) + 0.009999999776482582);
          v_t_v_1 = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 6) | 0), 2) / Math.fround(Math.fround(Math.sqrt(v_r2)) * v_r2));
          v_t_v_2 = Math.fround(v_d_x * v_t_v_1);
          v_t_v_3 = Math.fround(v_d_y * v_t_v_1);
          v_t_v_4 = Math.fround(v_d_z * v_t_v_1);
          v_acc_x = Math.fround(v_acc_x + v_t_v_2);
          v_acc_y = Math.fround(v_acc_y + v_t_v_3);
          v_acc_z = Math.fround(v_acc_z + v_t_v_4);
        }
        v_me_pos_x = a_p[Math.imul(((i0 + p_tt_offset0) | 0), 7)];
        v_me_pos_y = a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 1) | 0)];
        v_me_pos_z = a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 2) | 0)];
        v_me_vel_x = a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 3) | 0)];
        v_me_vel_y = a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 4) | 0)];
        v_me_vel_z = a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 5) | 0)];
        v_me_mass = a_p[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 6) | 0)];
        v_t_v_5 = p_dt;
        v_me_vel_x = Math.fround(v_me_vel_x + Math.fround(v_acc_x * v_t_v_5));
        v_me_vel_y = Math.fround(v_me_vel_y + Math.fround(v_acc_y * v_t_v_5));
        v_me_vel_z = Math.fround(v_me_vel_z + Math.fround(v_acc_z * v_t_v_5));
        v_t_v_6 = p_dt;
        v_me_pos_x = Math.fround(v_me_pos_x + Math.fround(v_me_vel_x * v_t_v_6));
        v_me_pos_y = Math.fround(v_me_pos_y + Math.fround(v_me_vel_y * v_t_v_6));
        v_me_pos_z = Math.fround(v_me_pos_z + Math.fround(v_me_vel_z * v_t_v_6));
        a_out[Math.imul(((i0 + p_tt_offset0) | 0), 7)] = v_me_pos_x;
        a_out[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 1) | 0)] = v_me_pos_y;
        a_out[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 2) | 0)] = v_me_pos_z;
        a_out[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 3) | 0)] = v_me_vel_x;
        a_out[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 4) | 0)] = v_me_vel_y;
        a_out[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 5) | 0)] = v_me_vel_z;
        a_out[((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 6) | 0)] = v_me_mass;
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_t_v = 0, v_acc_x = 0, v_acc_y = 0, v_acc_z = 0, v_j = 0, v_d_x = 0, v_d_y = 0, v_d_z = 0, v_r2 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_me_pos_x = 0, v_me_pos_y = 0, v_me_pos_z = 0, v_me_vel_x = 0, v_me_vel_y = 0, v_me_vel_z = 0, v_me_mass = 0, v_t_v_5 = 0, v_t_v_6 = 0;
        v_t_v = 0;
        v_acc_x = v_t_v;
        v_acc_y = v_t_v;
        v_acc_z = v_t_v;
        v_j = 0;
        for (; (v_j < h0); v_j = ((v_j + 1) | 0)) {
          v_d_x = Math.fround(ld(a_p, Math.imul(v_j, 7), 0) - ld(a_p, Math.imul(((i0 + p_tt_offset0) | 0), 7), 1));
          v_d_y = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 1) | 0), 0) - ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 1) | 0), 1));
          v_d_z = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 2) | 0), 0) - ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 2) | 0), 1));
          v_r2 = Math.fround(Math.fround(Math.fround(Math.fround(v_d_x * v_d_x) + Math.fround(v_d_y * v_d_y)) + Math.fround(v_d_z * v_d_z)) + 0.009999999776482582);
          v_t_v_1 = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 6) | 0), 2) / Math.fround(Math.fround(Math.sqrt(v_r2)) * v_r2));
          v_t_v_2 = Math.fround(v_d_x * v_t_v_1);
          v_t_v_3 = Math.fround(v_d_y * v_t_v_1);
          v_t_v_4 = Math.fround(v_d_z * v_t_v_1);
          v_acc_x = Math.fround(v_acc_x + v_t_v_2);
          v_acc_y = Math.fround(v_acc_y + v_t_v_3);
          v_acc_z = Math.fround(v_acc_z + v_t_v_4);
        }
        v_me_pos_x = ld(a_p, Math.imul(((i0 + p_tt_offset0) | 0), 7), 3);
        v_me_pos_y = ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 1) | 0), 3);
        v_me_pos_z = ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 2) | 0), 3);
        v_me_vel_x = ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 3) | 0), 3);
        v_me_vel_y = ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 4) | 0), 3);
        v_me_vel_z = ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 5) | 0), 3);
        v_me_mass = ld(a_p, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 6) | 0), 3);
        v_t_v_5 = p_dt;
        v_me_vel_x = Math.fround(v_me_vel_x + Math.fround(v_acc_x * v_t_v_5));
        v_me_vel_y = Math.fround(v_me_vel_y + Math.fround(v_acc_y * v_t_v_5));
        v_me_vel_z = Math.fround(v_me_vel_z + Math.fround(v_acc_z * v_t_v_5));
        v_t_v_6 = p_dt;
        v_me_pos_x = Math.fround(v_me_pos_x + Math.fround(v_me_vel_x * v_t_v_6));
        v_me_pos_y = Math.fround(v_me_pos_y + Math.fround(v_me_vel_y * v_t_v_6));
        v_me_pos_z = Math.fround(v_me_pos_z + Math.fround(v_me_vel_z * v_t_v_6));
        st(a_out, Math.imul(((i0 + p_tt_offset0) | 0), 7), v_me_pos_x, 4);
        st(a_out, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 1) | 0), v_me_pos_y, 4);
        st(a_out, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 2) | 0), v_me_pos_z, 4);
        st(a_out, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 3) | 0), v_me_vel_x, 4);
        st(a_out, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 4) | 0), v_me_vel_y, 4);
        st(a_out, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 5) | 0), v_me_vel_z, 4);
        st(a_out, ((Math.imul(((i0 + p_tt_offset0) | 0), 7) + 6) | 0), v_me_mass, 4);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_p, a_out, p_dt, p_tt_offset0) {
  const tt_one = n0 === 1;
  p_dt = Math.fround(p_dt);
  p_tt_offset0 = p_tt_offset0 | 0;
  const h0 = idiv_i32(a_p.length, 7);
  if (bok(7 * p_tt_offset0, Math.abs(7 * p_tt_offset0), 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0 + 1, Math.abs(7 * p_tt_offset0) + 1, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0 + 2, Math.abs(7 * p_tt_offset0) + 2, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0 + 3, Math.abs(7 * p_tt_offset0) + 3, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0 + 4, Math.abs(7 * p_tt_offset0) + 4, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0 + 5, Math.abs(7 * p_tt_offset0) + 5, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0 + 6, Math.abs(7 * p_tt_offset0) + 6, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_p.length) && bok(7 * p_tt_offset0, Math.abs(7 * p_tt_offset0), 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(7 * p_tt_offset0 + 1, Math.abs(7 * p_tt_offset0) + 1, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(7 * p_tt_offset0 + 2, Math.abs(7 * p_tt_offset0) + 2, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(7 * p_tt_offset0 + 3, Math.abs(7 * p_tt_offset0) + 3, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(7 * p_tt_offset0 + 4, Math.abs(7 * p_tt_offset0) + 4, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(7 * p_tt_offset0 + 5, Math.abs(7 * p_tt_offset0) + 5, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(7 * p_tt_offset0 + 6, Math.abs(7 * p_tt_offset0) + 6, 7, 7, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length)) {
    item: for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      let v_t_v = 0, v_acc_x = 0, v_acc_y = 0, v_acc_z = 0, v_j = 0, v_d_x = 0, v_d_y = 0, v_d_z = 0, v_r2 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0, v_t_v_4 = 0, v_me_pos_x = 0, v_me_pos_y = 0, v_me_pos_z = 0, v_me_vel_x = 0, v_me_vel_y = 0, v_me_vel_z = 0, v_me_mass = 0, v_t_v_5 = 0, v_t_v_6 = 0;
      v_t_v = 0;
      v_acc_x = v_t_v;
      v_acc_y = v_t_v;
      v_acc_z = v_t_v;
      v_j = 0;
      for (; (v_j < h0); v_j = ((v_j + 1) | 0)) {
        v_d_x = Math.fround(ld(a_p, Math.imul(v_j, 7), 0) - a_p[Math.imul(i0, 7)]);
        v_d_y = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 1) | 0), 0) - a_p[((Math.imul(i0, 7) + 1) | 0)]);
        v_d_z = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 2) | 0), 0) - a_p[((Math.imul(i0, 7) + 2) | 0)]);
        v_r2 = Math.fround(Math.fround(Math.fround(Math.fround(v_d_x * v_d_x) + Math.fround(v_d_y * v_d_y)) + Math.fround(v_d_z * v_d_z)) + 0.009999999776482582);
        v_t_v_1 = Math.fround(ld(a_p, ((Math.imul(v_j, 7) + 6) | 0), 2) / Math.fround(Math.fround(Math.sqrt(v_r2)) * v_r2));
        v_t_v_2 = Math.fround(v_d_x * v_t_v_1);
        v_t_v_3 = Math.fround(v_d_y * v_t_v_1);
        v_t_v_4 = Math.fround(v_d_z * v_t_v_1);
        v_acc_x = Math.fround(v_acc_x + v_t_v_2);
        v_acc_y = Math.fround(v_acc_y + v_t_v_3);
        v_acc_z = Math.fround(v_acc_z + v_t_v_4);
      }
      v_me_pos_x = a_p[Math.imul(i0, 7)];
      v_me_pos_y = a_p[((Math.imul(i0, 7) + 1) | 0)];
      v_me_pos_z = a_p[((Math.imul(i0, 7) + 2) | 0)];
      v_me_vel_x = a_p[((Math.imul(i0, 7) + 3) | 0)];
      v_me_vel_y = a_p[((Math.imul(i0, 7) + 4) | 0)];
      v_me_vel_z = a_p[((Math.imul(i0, 7) + 5) | 0)];
      v_me_mass = a_p[((Math.imul(i0, 7) + 6) | 0)];
      v_t_v_5 = p_dt;
      v_me_vel_x = Math.fround(v_me_vel_x + Math.fround(v_acc_x * v_t_v_5));
      v_me_vel_y = Math.fround(v_me_vel_y + Math.fround(v_acc_y * v_t_v_5));
      v_me_vel_z = Math.fround(v_me_vel_z + Math.fround(v_acc_z * v_t_v_5));
      v_t_v_6 = p_dt;
      v_me_pos_x = Math.fround(v_me_pos_x + Math.fround(v_me_vel_x * v_t_v_6));
      v_me_pos_y = Math.fround(v_me_pos_y + Math.fround(v_me_vel_y * v_t_v_6));
      v_me_pos_z = Math.fround(v_me_pos_z + Math.fround(v_me_vel_z * v_t_v_6));
      a_out[Math.imul(i0, 7)] = v_me_pos_x;
      a_out[((Math.imul(i0, 7) + 1) | 0)] = v_me_pos_y;
      a_out[((Math.imul(i0, 7) + 2) | 0)] = v_me_pos_z;
      a_out[((Math.imul(i0, 7) + 3) | 0)] = v_me_vel_x;
      a_out[((Math.imul(i0, 7) + 4) | 0)] = v_me_vel_y;
      a_out[((Math.imul(i0, 7) + 5) | 0)] = v_me_vel_z;
      a_out[((Math.imul(i0, 7) + 6) | 0)] = v_me_mass;
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_p, a_out, p_dt, p_tt_offset0, h0);
};