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
function tt_fallback(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, h0, h1) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(i0, Math.abs(i0), 0, 0, b1, e1 - 1, p_g_shape0) && rok(0, 0, 1, 1, b1, e1 - 1, p_g_shape1) && rok(3 * p_g_shape1 * i0, Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(1 + 3 * p_g_shape1 * i0, 1 + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(2 + 3 * p_g_shape1 * i0, 2 + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(i0, Math.abs(i0), 0, 0, b1, e1 - 1, p_p_shape0) && rok(0, 0, 1, 1, b1, e1 - 1, p_p_shape1) && rok(4 + 7 * p_p_shape1 * i0, 4 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(6 + 7 * p_p_shape1 * i0, 6 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(3 + 7 * p_p_shape1 * i0, 3 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(1 + 7 * p_p_shape1 * i0, 1 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(2 + 7 * p_p_shape1 * i0, 2 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(5 + 7 * p_p_shape1 * i0, 5 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(p_o_shape1 * i0, Math.abs(p_o_shape1 * i0), 1, 1, b1, e1 - 1, a_o.length) && rok(i0, Math.abs(i0), 0, 0, b1, e1 - 1, p_o_shape0) && rok(0, 0, 1, 1, b1, e1 - 1, p_o_shape1)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
          v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_v_x = a_g[v_t_base];
          v_v_y = a_g[((v_t_base + 1) | 0)];
          v_v_z = a_g[((v_t_base + 2) | 0)];
          v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          a_g[v_t_base_1] = Math.fround(v_v_x + 1);
          a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
          a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
          v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_t_base_3 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_4 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
          v_t_base_5 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_6 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_7 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_v = p_dt;
          v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
          v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
          v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
          a_p[v_t_base_5] = v_t_copy;
          a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
          a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
          v_t_base_8 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          a_p[((v_t_base_8 + 6) | 0)] = h0;
          v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_t_v_1 = a_g[v_t_base_9];
          v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
          v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
          a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
          v_t_base = Math.imul(((Math.imul(ck(i0, p_g_shape0, 0), p_g_shape1) + ck(i1, p_g_shape1, 1)) | 0), 3);
          v_v_x = ld(a_g, v_t_base, 2);
          v_v_y = ld(a_g, ((v_t_base + 1) | 0), 2);
          v_v_z = ld(a_g, ((v_t_base + 2) | 0), 2);
          v_t_base_1 = Math.imul(((Math.imul(ck(i0, p_g_shape0, 3), p_g_shape1) + ck(i1, p_g_shape1, 4)) | 0), 3);
          st(a_g, v_t_base_1, Math.fround(v_v_x + 1), 5);
          st(a_g, ((v_t_base_1 + 1) | 0), Math.fround(i0), 5);
          st(a_g, ((v_t_base_1 + 2) | 0), Math.fround(i1), 5);
          v_t_base_2 = Math.imul(((Math.imul(ck(i0, p_g_shape0, 6), p_g_shape1) + ck(i1, p_g_shape1, 7)) | 0), 3);
          v_t_base_3 = Math.imul(((Math.imul(ck(i0, p_p_shape0, 9), p_p_shape1) + ck(i1, p_p_shape1, 10)) | 0), 7);
          v_t_base_4 = Math.imul(((Math.imul(ck(i0, p_p_shape0, 12), p_p_shape1) + ck(i1, p_p_shape1, 13)) | 0), 7);
          st(a_g, ((v_t_base_2 + 2) | 0), Math.fround(ld(a_g, ((v_t_base_2 + 2) | 0), 8) + Math.fround(ld(a_p, ((v_t_base_3 + 4) | 0), 11) * ld(a_p, ((v_t_base_4 + 6) | 0), 14))), 8);
          v_t_base_5 = Math.imul(((Math.imul(ck(i0, p_p_shape0, 15), p_p_shape1) + ck(i1, p_p_shape1, 16)) | 0), 7);
          v_t_base_6 = Math.imul(((Math.imul(ck(i0, p_p_shape0, 18), p_p_shape1) + ck(i1, p_p_shape1, 19)) | 0), 7);
          v_t_base_7 = Math.imul(((Math.imul(ck(i0, p_p_shape0, 21), p_p_shape1) + ck(i1, p_p_shape1, 22)) | 0), 7);
          v_t_v = p_dt;
          v_t_copy = Math.fround(ld(a_p, v_t_base_6, 20) + Math.fround(ld(a_p, ((v_t_base_7 + 3) | 0), 23) * v_t_v));
          v_t_copy_1 = Math.fround(ld(a_p, ((v_t_base_6 + 1) | 0), 20) + Math.fround(ld(a_p, ((v_t_base_7 + 4) | 0), 23) * v_t_v));
          v_t_copy_2 = Math.fround(ld(a_p, ((v_t_base_6 + 2) | 0), 20) + Math.fround(ld(a_p, ((v_t_base_7 + 5) | 0), 23) * v_t_v));
          st(a_p, v_t_base_5, v_t_copy, 17);
          st(a_p, ((v_t_base_5 + 1) | 0), v_t_copy_1, 17);
          st(a_p, ((v_t_base_5 + 2) | 0), v_t_copy_2, 17);
          v_t_base_8 = Math.imul(((Math.imul(ck(i0, p_p_shape0, 24), p_p_shape1) + ck(i1, p_p_shape1, 25)) | 0), 7);
          st(a_p, ((v_t_base_8 + 6) | 0), h0, 26);
          v_t_base_9 = Math.imul(((Math.imul(ck(i0, p_g_shape0, 29), p_g_shape1) + ck(i1, p_g_shape1, 30)) | 0), 3);
          v_t_v_1 = ld(a_g, v_t_base_9, 31);
          v_t_v_2 = ld(a_g, ((v_t_base_9 + 1) | 0), 31);
          v_t_v_3 = ld(a_g, ((v_t_base_9 + 2) | 0), 31);
          st(a_o, ((Math.imul(ck(i0, p_o_shape0, 27), p_o_shape1) + ck(i1, p_o_shape1, 28)) | 0), Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1), 32);
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1) {
  p_dt = Math.fround(p_dt);
  p_g_shape0 = p_g_shape0 | 0;
  p_g_shape1 = p_g_shape1 | 0;
  p_p_shape0 = p_p_shape0 | 0;
  p_p_shape1 = p_p_shape1 | 0;
  p_o_shape0 = p_o_shape0 | 0;
  p_o_shape1 = p_o_shape1 | 0;
  const h0 = Math.fround(((Math.imul(p_g_shape0, 10) + p_g_shape1) | 0));
  const h1 = Math.fround(idiv_i32(a_p.length, 7));
  if (p_p_shape1 === p_g_shape1 && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_g_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_g_shape1) && bok(0, 0, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(1, 1, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(2, 2, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_p_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_p_shape1) && bok(4, 4, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(6, 6, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(3, 3, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(1, 1, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(2, 2, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(5, 5, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
        v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_v_x = a_g[v_t_base];
        v_v_y = a_g[((v_t_base + 1) | 0)];
        v_v_z = a_g[((v_t_base + 2) | 0)];
        v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        a_g[v_t_base_1] = Math.fround(v_v_x + 1);
        a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
        a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
        v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_base_3 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_4 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
        v_t_base_5 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_6 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_7 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_v = p_dt;
        v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
        v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
        v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
        a_p[v_t_base_5] = v_t_copy;
        a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
        a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
        v_t_base_8 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        a_p[((v_t_base_8 + 6) | 0)] = h0;
        v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_v_1 = a_g[v_t_base_9];
        v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
        v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
        a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
      }
    }
    return;
  }
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_g_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_g_shape1) && bok(0, 0, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(1, 1, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(2, 2, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_p_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_p_shape1) && bok(4, 4, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(6, 6, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(3, 3, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(1, 1, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(2, 2, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(5, 5, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
        v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_v_x = a_g[v_t_base];
        v_v_y = a_g[((v_t_base + 1) | 0)];
        v_v_z = a_g[((v_t_base + 2) | 0)];
        v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        a_g[v_t_base_1] = Math.fround(v_v_x + 1);
        a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
        a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
        v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_base_3 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_4 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
        v_t_base_5 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_6 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_7 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_v = p_dt;
        v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
        v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
        v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
        a_p[v_t_base_5] = v_t_copy;
        a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
        a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
        v_t_base_8 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        a_p[((v_t_base_8 + 6) | 0)] = h0;
        v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_v_1 = a_g[v_t_base_9];
        v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
        v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
        a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, h0, h1);
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
function tt_fallback(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, h0, h1) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(3 * p_g_shape1 * i0, Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(1 + 3 * p_g_shape1 * i0, 1 + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(2 + 3 * p_g_shape1 * i0, 2 + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(4 + 7 * p_p_shape1 * i0, 4 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(6 + 7 * p_p_shape1 * i0, 6 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(3 + 7 * p_p_shape1 * i0, 3 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(1 + 7 * p_p_shape1 * i0, 1 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(2 + 7 * p_p_shape1 * i0, 2 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(5 + 7 * p_p_shape1 * i0, 5 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(p_o_shape1 * i0, Math.abs(p_o_shape1 * i0), 1, 1, b1, e1 - 1, a_o.length)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
          v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_v_x = a_g[v_t_base];
          v_v_y = a_g[((v_t_base + 1) | 0)];
          v_v_z = a_g[((v_t_base + 2) | 0)];
          v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          a_g[v_t_base_1] = Math.fround(v_v_x + 1);
          a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
          a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
          v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_t_base_3 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_4 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
          v_t_base_5 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_6 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_7 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_v = p_dt;
          v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
          v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
          v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
          a_p[v_t_base_5] = v_t_copy;
          a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
          a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
          v_t_base_8 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          a_p[((v_t_base_8 + 6) | 0)] = h0;
          v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_t_v_1 = a_g[v_t_base_9];
          v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
          v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
          a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
          v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_v_x = ld(a_g, v_t_base, 2);
          v_v_y = ld(a_g, ((v_t_base + 1) | 0), 2);
          v_v_z = ld(a_g, ((v_t_base + 2) | 0), 2);
          v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          st(a_g, v_t_base_1, Math.fround(v_v_x + 1), 5);
          st(a_g, ((v_t_base_1 + 1) | 0), Math.fround(i0), 5);
          st(a_g, ((v_t_base_1 + 2) | 0), Math.fround(i1), 5);
          v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_t_base_3 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_4 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          st(a_g, ((v_t_base_2 + 2) | 0), Math.fround(ld(a_g, ((v_t_base_2 + 2) | 0), 8) + Math.fround(ld(a_p, ((v_t_base_3 + 4) | 0), 11) * ld(a_p, ((v_t_base_4 + 6) | 0), 14))), 8);
          v_t_base_5 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_6 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_base_7 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          v_t_v = p_dt;
          v_t_copy = Math.fround(ld(a_p, v_t_base_6, 20) + Math.fround(ld(a_p, ((v_t_base_7 + 3) | 0), 23) * v_t_v));
          v_t_copy_1 = Math.fround(ld(a_p, ((v_t_base_6 + 1) | 0), 20) + Math.fround(ld(a_p, ((v_t_base_7 + 4) | 0), 23) * v_t_v));
          v_t_copy_2 = Math.fround(ld(a_p, ((v_t_base_6 + 2) | 0), 20) + Math.fround(ld(a_p, ((v_t_base_7 + 5) | 0), 23) * v_t_v));
          st(a_p, v_t_base_5, v_t_copy, 17);
          st(a_p, ((v_t_base_5 + 1) | 0), v_t_copy_1, 17);
          st(a_p, ((v_t_base_5 + 2) | 0), v_t_copy_2, 17);
          v_t_base_8 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
          st(a_p, ((v_t_base_8 + 6) | 0), h0, 26);
          v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
          v_t_v_1 = ld(a_g, v_t_base_9, 31);
          v_t_v_2 = ld(a_g, ((v_t_base_9 + 1) | 0), 31);
          v_t_v_3 = ld(a_g, ((v_t_base_9 + 2) | 0), 31);
          st(a_o, ((Math.imul(i0, p_o_shape1) + i1) | 0), Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1), 32);
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1) {
  p_dt = Math.fround(p_dt);
  p_g_shape0 = p_g_shape0 | 0;
  p_g_shape1 = p_g_shape1 | 0;
  p_p_shape0 = p_p_shape0 | 0;
  p_p_shape1 = p_p_shape1 | 0;
  p_o_shape0 = p_o_shape0 | 0;
  p_o_shape1 = p_o_shape1 | 0;
  const h0 = Math.fround(((Math.imul(p_g_shape0, 10) + p_g_shape1) | 0));
  const h1 = Math.fround(idiv_i32(a_p.length, 7));
  if (p_p_shape1 === p_g_shape1 && bok(0, 0, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(1, 1, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(2, 2, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(4, 4, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(6, 6, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(3, 3, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(1, 1, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(2, 2, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(5, 5, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
        v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_v_x = a_g[v_t_base];
        v_v_y = a_g[((v_t_base + 1) | 0)];
        v_v_z = a_g[((v_t_base + 2) | 0)];
        v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        a_g[v_t_base_1] = Math.fround(v_v_x + 1);
        a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
        a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
        v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_base_3 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_4 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
        v_t_base_5 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_6 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_7 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_v = p_dt;
        v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
        v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
        v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
        a_p[v_t_base_5] = v_t_copy;
        a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
        a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
        v_t_base_8 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        a_p[((v_t_base_8 + 6) | 0)] = h0;
        v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_v_1 = a_g[v_t_base_9];
        v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
        v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
        a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
      }
    }
    return;
  }
  if (bok(0, 0, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(1, 1, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(2, 2, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(4, 4, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(6, 6, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(3, 3, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(1, 1, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(2, 2, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(5, 5, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(0, 0, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
        v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_v_x = a_g[v_t_base];
        v_v_y = a_g[((v_t_base + 1) | 0)];
        v_v_z = a_g[((v_t_base + 2) | 0)];
        v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        a_g[v_t_base_1] = Math.fround(v_v_x + 1);
        a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
        a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
        v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_base_3 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_4 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
        v_t_base_5 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_6 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_7 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_v = p_dt;
        v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
        v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
        v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
        a_p[v_t_base_5] = v_t_copy;
        a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
        a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
        v_t_base_8 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        a_p[((v_t_base_8 + 6) | 0)] = h0;
        v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_v_1 = a_g[v_t_base_9];
        v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
        v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
        a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, h0, h1);
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
function tt_fallback(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, p_tt_offset0, p_tt_offset1, h0, h1) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(p_tt_offset0 + i0, Math.abs(p_tt_offset0) + Math.abs(i0), 0, 0, b1, e1 - 1, p_g_shape0) && rok(p_tt_offset1, Math.abs(p_tt_offset1), 1, 1, b1, e1 - 1, p_g_shape1) && rok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 3 * p_g_shape1 * i0, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 1 + 3 * p_g_shape1 * i0, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + 1 + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 2 + 3 * p_g_shape1 * i0, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + 2 + Math.abs(3 * p_g_shape1 * i0), 3, 3, b1, e1 - 1, a_g.length) && rok(p_tt_offset0 + i0, Math.abs(p_tt_offset0) + Math.abs(i0), 0, 0, b1, e1 - 1, p_p_shape0) && rok(p_tt_offset1, Math.abs(p_tt_offset1), 1, 1, b1, e1 - 1, p_p_shape1) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 4 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 4 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 6 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 6 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 3 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 3 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 1 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 1 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 2 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 2 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 5 + 7 * p_p_shape1 * i0, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 5 + Math.abs(7 * p_p_shape1 * i0), 7, 7, b1, e1 - 1, a_p.length) && rok(p_o_shape1 * p_tt_offset0 + p_tt_offset1 + p_o_shape1 * i0, Math.abs(p_o_shape1 * p_tt_offset0) + Math.abs(p_tt_offset1) + Math.abs(p_o_shape1 * i0), 1, 1, b1, e1 - 1, a_o.length) && rok(p_tt_offset0 + i0, Math.abs(p_tt_offset0) + Math.abs(i0), 0, 0, b1, e1 - 1, p_o_shape0) && rok(p_tt_offset1, Math.abs(p_tt_offset1), 1, 1, b1, e1 - 1, p_o_shape1)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
          v_t_base = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 3);
          v_v_x = a_g[v_t_base];
          v_v_y = a_g[((v_t_base + 1) | 0)];
          v_v_z = a_g[((v_t_base + 2) | 0)];
          v_t_base_1 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 3);
          a_g[v_t_base_1] = Math.fround(v_v_x + 1);
          a_g[((v_t_base_1 + 1) | 0)] = Math.fround(((i0 + p_tt_offset0) | 0));
          a_g[((v_t_base_1 + 2) | 0)] = Math.fround(((i1 + p_tt_offset1) | 0));
          v_t_base_2 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 3);
          v_t_base_3 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_p_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 7);
          v_t_base_4 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_p_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 7);
          a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
          v_t_base_5 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_p_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 7);
          v_t_base_6 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_p_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 7);
          v_t_base_7 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_p_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 7);
          v_t_v = p_dt;
          v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
          v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
          v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
          a_p[v_t_base_5] = v_t_copy;
          a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
          a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
          v_t_base_8 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_p_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 7);
          a_p[((v_t_base_8 + 6) | 0)] = h0;
          v_t_base_9 = Math.imul(((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + ((i1 + p_tt_offset1) | 0)) | 0), 3);
          v_t_v_1 = a_g[v_t_base_9];
          v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
          v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
          a_o[((Math.imul(((i0 + p_tt_offset0) | 0), p_o_shape1) + ((i1 + p_tt_offset1) | 0)) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
          v_t_base = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 0), p_g_shape1) + ck(((i1 + p_tt_offset1) | 0), p_g_shape1, 1)) | 0), 3);
          v_v_x = ld(a_g, v_t_base, 2);
          v_v_y = ld(a_g, ((v_t_base + 1) | 0), 2);
          v_v_z = ld(a_g, ((v_t_base + 2) | 0), 2);
          v_t_base_1 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 3), p_g_shape1) + ck(((i1 + p_tt_offset1) | 0), p_g_shape1, 4)) | 0), 3);
          st(a_g, v_t_base_1, Math.fround(v_v_x + 1), 5);
          st(a_g, ((v_t_base_1 + 1) | 0), Math.fround(((i0 + p_tt_offset0) | 0)), 5);
          st(a_g, ((v_t_base_1 + 2) | 0), Math.fround(((i1 + p_tt_offset1) | 0)), 5);
          v_t_base_2 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 6), p_g_shape1) + ck(((i1 + p_tt_offset1) | 0), p_g_shape1, 7)) | 0), 3);
          v_t_base_3 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_p_shape0, 9), p_p_shape1) + ck(((i1 + p_tt_offset1) | 0), p_p_shape1, 10)) | 0), 7);
          v_t_base_4 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_p_shape0, 12), p_p_shape1) + ck(((i1 + p_tt_offset1) | 0), p_p_shape1, 13)) | 0), 7);
          st(a_g, ((v_t_base_2 + 2) | 0), Math.fround(ld(a_g, ((v_t_base_2 + 2) | 0), 8) + Math.fround(ld(a_p, ((v_t_base_3 + 4) | 0), 11) * ld(a_p, ((v_t_base_4 + 6) | 0), 14))), 8);
          v_t_base_5 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_p_shape0, 15), p_p_shape1) + ck(((i1 + p_tt_offset1) | 0), p_p_shape1, 16)) | 0), 7);
          v_t_base_6 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_p_shape0, 18), p_p_shape1) + ck(((i1 + p_tt_offset1) | 0), p_p_shape1, 19)) | 0), 7);
          v_t_base_7 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_p_shape0, 21), p_p_shape1) + ck(((i1 + p_tt_offset1) | 0), p_p_shape1, 22)) | 0), 7);
          v_t_v = p_dt;
          v_t_copy = Math.fround(ld(a_p, v_t_base_6, 20) + Math.fround(ld(a_p, ((v_t_base_7 + 3) | 0), 23) * v_t_v));
          v_t_copy_1 = Math.fround(ld(a_p, ((v_t_base_6 + 1) | 0), 20) + Math.fround(ld(a_p, ((v_t_base_7 + 4) | 0), 23) * v_t_v));
          v_t_copy_2 = Math.fround(ld(a_p, ((v_t_base_6 + 2) | 0), 20) + Math.fround(ld(a_p, ((v_t_base_7 + 5) | 0), 23) * v_t_v));
          st(a_p, v_t_base_5, v_t_copy, 17);
          st(a_p, ((v_t_base_5 + 1) | 0), v_t_copy_1, 17);
          st(a_p, ((v_t_base_5 + 2) | 0), v_t_copy_2, 17);
          v_t_base_8 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_p_shape0, 24), p_p_shape1) + ck(((i1 + p_tt_offset1) | 0), p_p_shape1, 25)) | 0), 7);
          st(a_p, ((v_t_base_8 + 6) | 0), h0, 26);
          v_t_base_9 = Math.imul(((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 29), p_g_shape1) + ck(((i1 + p_tt_offset1) | 0), p_g_shape1, 30)) | 0), 3);
          v_t_v_1 = ld(a_g, v_t_base_9, 31);
          v_t_v_2 = ld(a_g, ((v_t_base_9 + 1) | 0), 31);
          v_t_v_3 = ld(a_g, ((v_t_base_9 + 2) | 0), 31);
          st(a_o, ((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_o_shape0, 27), p_o_shape1) + ck(((i1 + p_tt_offset1) | 0), p_o_shape1, 28)) | 0), Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1), 32);
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, p_tt_offset0, p_tt_offset1) {
  p_dt = Math.fround(p_dt);
  p_g_shape0 = p_g_shape0 | 0;
  p_g_shape1 = p_g_shape1 | 0;
  p_p_shape0 = p_p_shape0 | 0;
  p_p_shape1 = p_p_shape1 | 0;
  p_o_shape0 = p_o_shape0 | 0;
  p_o_shape1 = p_o_shape1 | 0;
  p_tt_offset0 = p_tt_offset0 | 0;
  p_tt_offset1 = p_tt_offset1 | 0;
  const h0 = Math.fround(((Math.imul(p_g_shape0, 10) + p_g_shape1) | 0));
  const h1 = Math.fround(idiv_i32(a_p.length, 7));
  if (p_p_shape1 === p_g_shape1 && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_g_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_g_shape1) && bok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1), 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 1, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + 1, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 2, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + 2, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_p_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_p_shape1) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 4, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 4, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 6, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 6, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1), 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 3, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 3, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 1, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 1, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 2, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 2, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 5, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 5, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(p_o_shape1 * p_tt_offset0 + p_tt_offset1, Math.abs(p_o_shape1 * p_tt_offset0) + Math.abs(p_tt_offset1), p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1)) {
    for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      item: for (let i1 = p_tt_offset1; i1 < n1 + p_tt_offset1; i1++) {
        let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
        v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_v_x = a_g[v_t_base];
        v_v_y = a_g[((v_t_base + 1) | 0)];
        v_v_z = a_g[((v_t_base + 2) | 0)];
        v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        a_g[v_t_base_1] = Math.fround(v_v_x + 1);
        a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
        a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
        v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_base_3 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_4 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
        v_t_base_5 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_6 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_base_7 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        v_t_v = p_dt;
        v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
        v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
        v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
        a_p[v_t_base_5] = v_t_copy;
        a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
        a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
        v_t_base_8 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 7);
        a_p[((v_t_base_8 + 6) | 0)] = h0;
        v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_v_1 = a_g[v_t_base_9];
        v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
        v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
        a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
      }
    }
    return;
  }
  if (bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_g_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_g_shape1) && bok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1), 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 1, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + 1, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(3 * p_g_shape1 * p_tt_offset0 + 3 * p_tt_offset1 + 2, Math.abs(3 * p_g_shape1 * p_tt_offset0) + Math.abs(3 * p_tt_offset1) + 2, 3 * p_g_shape1, Math.abs(3 * p_g_shape1), n0 - 1, 3, 3, n1 - 1, 0, 0, 0, a_g.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_p_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_p_shape1) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 4, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 4, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 6, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 6, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1), 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 3, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 3, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 1, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 1, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 2, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 2, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(7 * p_p_shape1 * p_tt_offset0 + 7 * p_tt_offset1 + 5, Math.abs(7 * p_p_shape1 * p_tt_offset0) + Math.abs(7 * p_tt_offset1) + 5, 7 * p_p_shape1, Math.abs(7 * p_p_shape1), n0 - 1, 7, 7, n1 - 1, 0, 0, 0, a_p.length) && bok(p_o_shape1 * p_tt_offset0 + p_tt_offset1, Math.abs(p_o_shape1 * p_tt_offset0) + Math.abs(p_tt_offset1), p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1)) {
    for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      item: for (let i1 = p_tt_offset1; i1 < n1 + p_tt_offset1; i1++) {
        let v_t_base = 0, v_v_x = 0, v_v_y = 0, v_v_z = 0, v_t_base_1 = 0, v_t_base_2 = 0, v_t_base_3 = 0, v_t_base_4 = 0, v_t_base_5 = 0, v_t_base_6 = 0, v_t_base_7 = 0, v_t_v = 0, v_t_copy = 0, v_t_copy_1 = 0, v_t_copy_2 = 0, v_t_base_8 = 0, v_t_base_9 = 0, v_t_v_1 = 0, v_t_v_2 = 0, v_t_v_3 = 0;
        v_t_base = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_v_x = a_g[v_t_base];
        v_v_y = a_g[((v_t_base + 1) | 0)];
        v_v_z = a_g[((v_t_base + 2) | 0)];
        v_t_base_1 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        a_g[v_t_base_1] = Math.fround(v_v_x + 1);
        a_g[((v_t_base_1 + 1) | 0)] = Math.fround(i0);
        a_g[((v_t_base_1 + 2) | 0)] = Math.fround(i1);
        v_t_base_2 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_base_3 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_4 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        a_g[((v_t_base_2 + 2) | 0)] = Math.fround(a_g[((v_t_base_2 + 2) | 0)] + Math.fround(a_p[((v_t_base_3 + 4) | 0)] * a_p[((v_t_base_4 + 6) | 0)]));
        v_t_base_5 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_6 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_base_7 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        v_t_v = p_dt;
        v_t_copy = Math.fround(a_p[v_t_base_6] + Math.fround(a_p[((v_t_base_7 + 3) | 0)] * v_t_v));
        v_t_copy_1 = Math.fround(a_p[((v_t_base_6 + 1) | 0)] + Math.fround(a_p[((v_t_base_7 + 4) | 0)] * v_t_v));
        v_t_copy_2 = Math.fround(a_p[((v_t_base_6 + 2) | 0)] + Math.fround(a_p[((v_t_base_7 + 5) | 0)] * v_t_v));
        a_p[v_t_base_5] = v_t_copy;
        a_p[((v_t_base_5 + 1) | 0)] = v_t_copy_1;
        a_p[((v_t_base_5 + 2) | 0)] = v_t_copy_2;
        v_t_base_8 = Math.imul(((Math.imul(i0, p_p_shape1) + i1) | 0), 7);
        a_p[((v_t_base_8 + 6) | 0)] = h0;
        v_t_base_9 = Math.imul(((Math.imul(i0, p_g_shape1) + i1) | 0), 3);
        v_t_v_1 = a_g[v_t_base_9];
        v_t_v_2 = a_g[((v_t_base_9 + 1) | 0)];
        v_t_v_3 = a_g[((v_t_base_9 + 2) | 0)];
        a_o[((Math.imul(i0, p_o_shape1) + i1) | 0)] = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_t_v_1 * v_t_v_1) + Math.fround(v_t_v_2 * v_t_v_2)) + Math.fround(v_t_v_3 * v_t_v_3)))) + h1);
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_g, a_p, a_o, p_dt, p_g_shape0, p_g_shape1, p_p_shape0, p_p_shape1, p_o_shape0, p_o_shape1, p_tt_offset0, p_tt_offset1, h0, h1);
};