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
function tt_fallback(n0, n1, n2, a_pos, a_vel, a_out, p_n, p_dt) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 4, 4, b0, e0 - 1, a_pos.length) && rok(1, 1, 4, 4, b0, e0 - 1, a_pos.length) && rok(2, 2, 4, 4, b0, e0 - 1, a_pos.length) && rok(0, 0, 4, 4, b0, e0 - 1, a_out.length) && rok(0, 0, 4, 4, b0, e0 - 1, a_vel.length) && rok(1, 1, 4, 4, b0, e0 - 1, a_out.length) && rok(1, 1, 4, 4, b0, e0 - 1, a_vel.length) && rok(2, 2, 4, 4, b0, e0 - 1, a_out.length) && rok(2, 2, 4, 4, b0, e0 - 1, a_vel.length) && rok(3, 3, 4, 4, b0, e0 - 1, a_out.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_xi = 0, v_yi = 0, v_zi = 0, v_ax = 0, v_ay = 0, v_az = 0, v_j = 0, v_dx = 0, v_dy = 0, v_dz = 0, v_d2 = 0, v_inv = 0, v_s = 0;
        v_xi = a_pos[Math.imul(i0, 4)];
        v_yi = a_pos[((Math.imul(i0, 4) + 1) | 0)];
        v_zi = a_pos[((Math.imul(i0, 4) + 2) | 0)];
        v_ax = 0;
        v_ay = 0;
        v_az = 0;
        v_j = 0;
        if (rok(0, 0, 4, 4, v_j, p_n - 1, a_pos.length) && rok(1, 1, 4, 4, v_j, p_n - 1, a_pos.length) && rok(2, 2, 4, 4, v_j, p_n - 1, a_pos.length) && rok(3, 3, 4, 4, v_j, p_n - 1, a_pos.length)) {
          for (; (v_j < p_n); v_j = ((v_j + 1) | 0)) {
            v_dx = Math.fround(a_pos[Math.imul(v_j, 4)] - v_xi);
            v_dy = Math.fround(a_pos[((Math.imul(v_j, 4) + 1) | 0)] - v_yi);
            v_dz = Math.fround(a_pos[((Math.imul(v_j, 4) + 2) | 0)] - v_zi);
            v_d2 = Math.fround(Math.fround(Math.fround(Math.fround(v_dx * v_dx) + Math.fround(v_dy * v_dy)) + Math.fround(v_dz * v_dz)) + 0.009999999776482582);
            v_inv = Math.fround(1 / Math.fround(Math.sqrt(v_d2)));
            v_s = Math.fround(Math.fround(Math.fround(a_pos[((Math.imul(v_j, 4) + 3) | 0)] * v_inv) * v_inv) * v_inv);
            v_ax = Math.fround(v_ax + Math.fround(v_dx * v_s));
            v_ay = Math.fround(v_ay + Math.fround(v_dy * v_s));
            v_az = Math.fround(v_az + Math.fround(v_dz * v_s));
          }
        } else {
          for (; (v_j < p_n); v_j = ((v_j + 1) | 0)) {
            v_dx = Math.fround(ld(a_pos, Math.imul(v_j, 4), 3) - v_xi);
            v_dy = Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 1) | 0), 4) - v_yi);
            v_dz = Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 2) | 0), 5) - v_zi);
            v_d2 = Math.fround(Math.fround(Math.fround(Math.fround(v_dx * v_dx) + Math.fround(v_dy * v_dy)) + Math.fround(v_dz * v_dz)) + 0.009999999776482582);
            v_inv = Math.fround(1 / Math.fround(Math.sqrt(v_d2)));
            v_s = Math.fround(Math.fround(Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 3) | 0), 6) * v_inv) * v_inv) * v_inv);
            v_ax = Math.fround(v_ax + Math.fround(v_dx * v_s));
            v_ay = Math.fround(v_ay + Math.fround(v_dy * v_s));
            v_az = Math.fround(v_az + Math.fround(v_dz * v_s));
          }
        }
        a_out[Math.imul(i0, 4)] = Math.fround(a_vel[Math.imul(i0, 4)] + Math.fround(v_ax * p_dt));
        a_out[((Math.imul(i0, 4) + 1) | 0)] = Math.fround(a_vel[((Math.imul(i0, 4) + 1) | 0)] + Math.fround(v_ay * p_dt));
        a_out[((Math.imul(i0, 4) + 2) | 0)] = Math.fround(a_vel[((Math.imul(i0, 4) + 2) | 0)] + Math.fround(v_az * p_dt));
        a_out[((Math.imul(i0, 4) + 3) | 0)] = 0;
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_xi = 0, v_yi = 0, v_zi = 0, v_ax = 0, v_ay = 0, v_az = 0, v_j = 0, v_dx = 0, v_dy = 0, v_dz = 0, v_d2 = 0, v_inv = 0, v_s = 0;
        v_xi = ld(a_pos, Math.imul(i0, 4), 0);
        v_yi = ld(a_pos, ((Math.imul(i0, 4) + 1) | 0), 1);
        v_zi = ld(a_pos, ((Math.imul(i0, 4) + 2) | 0), 2);
        v_ax = 0;
        v_ay = 0;
        v_az = 0;
        v_j = 0;
        if (rok(0, 0, 4, 4, v_j, p_n - 1, a_pos.length) && rok(1, 1, 4, 4, v_j, p_n - 1, a_pos.length) && rok(2, 2, 4, 4, v_j, p_n - 1, a_pos.length) && rok(3, 3, 4, 4, v_j, p_n - 1, a_pos.length)) {
          for (; (v_j < p_n); v_j = ((v_j + 1) | 0)) {
            v_dx = Math.fround(a_pos[Math.imul(v_j, 4)] - v_xi);
            v_dy = Math.fround(a_pos[((Math.imul(v_j, 4) + 1) | 0)] - v_yi);
            v_dz = Math.fround(a_pos[((Math.imul(v_j, 4) + 2) | 0)] - v_zi);
            v_d2 = Math.fround(Math.fround(Math.fround(Math.fround(v_dx * v_dx) + Math.fround(v_dy * v_dy)) + Math.fround(v_dz * v_dz)) + 0.009999999776482582);
            v_inv = Math.fround(1 / Math.fround(Math.sqrt(v_d2)));
            v_s = Math.fround(Math.fround(Math.fround(a_pos[((Math.imul(v_j, 4) + 3) | 0)] * v_inv) * v_inv) * v_inv);
            v_ax = Math.fround(v_ax + Math.fround(v_dx * v_s));
            v_ay = Math.fround(v_ay + Math.fround(v_dy * v_s));
            v_az = Math.fround(v_az + Math.fround(v_dz * v_s));
          }
        } else {
          for (; (v_j < p_n); v_j = ((v_j + 1) | 0)) {
            v_dx = Math.fround(ld(a_pos, Math.imul(v_j, 4), 3) - v_xi);
            v_dy = Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 1) | 0), 4) - v_yi);
            v_dz = Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 2) | 0), 5) - v_zi);
            v_d2 = Math.fround(Math.fround(Math.fround(Math.fround(v_dx * v_dx) + Math.fround(v_dy * v_dy)) + Math.fround(v_dz * v_dz)) + 0.009999999776482582);
            v_inv = Math.fround(1 / Math.fround(Math.sqrt(v_d2)));
            v_s = Math.fround(Math.fround(Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 3) | 0), 6) * v_inv) * v_inv) * v_inv);
            v_ax = Math.fround(v_ax + Math.fround(v_dx * v_s));
            v_ay = Math.fround(v_ay + Math.fround(v_dy * v_s));
            v_az = Math.fround(v_az + Math.fround(v_dz * v_s));
          }
        }
        st(a_out, Math.imul(i0, 4), Math.fround(ld(a_vel, Math.imul(i0, 4), 7) + Math.fround(v_ax * p_dt)), 8);
        st(a_out, ((Math.imul(i0, 4) + 1) | 0), Math.fround(ld(a_vel, ((Math.imul(i0, 4) + 1) | 0), 9) + Math.fround(v_ay * p_dt)), 10);
        st(a_out, ((Math.imul(i0, 4) + 2) | 0), Math.fround(ld(a_vel, ((Math.imul(i0, 4) + 2) | 0), 11) + Math.fround(v_az * p_dt)), 12);
        st(a_out, ((Math.imul(i0, 4) + 3) | 0), 0, 13);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_nbody(n0, n1, n2, a_pos, a_vel, a_out, p_n, p_dt) {
  const tt_one = n0 === 1;
  p_n = p_n | 0;
  p_dt = Math.fround(p_dt);
  if (bok(0, 0, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_pos.length) && bok(1, 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_pos.length) && bok(2, 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_pos.length) && bok(0, 0, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(0, 0, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_vel.length) && bok(1, 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(1, 1, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_vel.length) && bok(2, 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length) && bok(2, 2, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_vel.length) && bok(3, 3, 4, 4, n0 - 1, 0, 0, 0, 0, 0, 0, a_out.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_xi = 0, v_yi = 0, v_zi = 0, v_ax = 0, v_ay = 0, v_az = 0, v_j = 0, v_dx = 0, v_dy = 0, v_dz = 0, v_d2 = 0, v_inv = 0, v_s = 0;
      v_xi = a_pos[Math.imul(i0, 4)];
      v_yi = a_pos[((Math.imul(i0, 4) + 1) | 0)];
      v_zi = a_pos[((Math.imul(i0, 4) + 2) | 0)];
      v_ax = 0;
      v_ay = 0;
      v_az = 0;
      v_j = 0;
      if (rok(0, 0, 4, 4, v_j, p_n - 1, a_pos.length) && rok(1, 1, 4, 4, v_j, p_n - 1, a_pos.length) && rok(2, 2, 4, 4, v_j, p_n - 1, a_pos.length) && rok(3, 3, 4, 4, v_j, p_n - 1, a_pos.length)) {
        for (; (v_j < p_n); v_j = ((v_j + 1) | 0)) {
          v_dx = Math.fround(a_pos[Math.imul(v_j, 4)] - v_xi);
          v_dy = Math.fround(a_pos[((Math.imul(v_j, 4) + 1) | 0)] - v_yi);
          v_dz = Math.fround(a_pos[((Math.imul(v_j, 4) + 2) | 0)] - v_zi);
          v_d2 = Math.fround(Math.fround(Math.fround(Math.fround(v_dx * v_dx) + Math.fround(v_dy * v_dy)) + Math.fround(v_dz * v_dz)) + 0.009999999776482582);
          v_inv = Math.fround(1 / Math.fround(Math.sqrt(v_d2)));
          v_s = Math.fround(Math.fround(Math.fround(a_pos[((Math.imul(v_j, 4) + 3) | 0)] * v_inv) * v_inv) * v_inv);
          v_ax = Math.fround(v_ax + Math.fround(v_dx * v_s));
          v_ay = Math.fround(v_ay + Math.fround(v_dy * v_s));
          v_az = Math.fround(v_az + Math.fround(v_dz * v_s));
        }
      } else {
        for (; (v_j < p_n); v_j = ((v_j + 1) | 0)) {
          v_dx = Math.fround(ld(a_pos, Math.imul(v_j, 4), 3) - v_xi);
          v_dy = Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 1) | 0), 4) - v_yi);
          v_dz = Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 2) | 0), 5) - v_zi);
          v_d2 = Math.fround(Math.fround(Math.fround(Math.fround(v_dx * v_dx) + Math.fround(v_dy * v_dy)) + Math.fround(v_dz * v_dz)) + 0.009999999776482582);
          v_inv = Math.fround(1 / Math.fround(Math.sqrt(v_d2)));
          v_s = Math.fround(Math.fround(Math.fround(ld(a_pos, ((Math.imul(v_j, 4) + 3) | 0), 6) * v_inv) * v_inv) * v_inv);
          v_ax = Math.fround(v_ax + Math.fround(v_dx * v_s));
          v_ay = Math.fround(v_ay + Math.fround(v_dy * v_s));
          v_az = Math.fround(v_az + Math.fround(v_dz * v_s));
        }
      }
      a_out[Math.imul(i0, 4)] = Math.fround(a_vel[Math.imul(i0, 4)] + Math.fround(v_ax * p_dt));
      a_out[((Math.imul(i0, 4) + 1) | 0)] = Math.fround(a_vel[((Math.imul(i0, 4) + 1) | 0)] + Math.fround(v_ay * p_dt));
      a_out[((Math.imul(i0, 4) + 2) | 0)] = Math.fround(a_vel[((Math.imul(i0, 4) + 2) | 0)] + Math.fround(v_az * p_dt));
      a_out[((Math.imul(i0, 4) + 3) | 0)] = 0;
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_pos, a_vel, a_out, p_n, p_dt);
};