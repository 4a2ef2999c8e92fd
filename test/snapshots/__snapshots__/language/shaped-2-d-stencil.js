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
function tt_fallback(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(1 + i0, 1 + Math.abs(i0), 0, 0, b1, e1 - 1, p_o_shape0) && rok(1, 1, 1, 1, b1, e1 - 1, p_o_shape1) && rok(p_o_shape1 + 1 + p_o_shape1 * i0, Math.abs(p_o_shape1) + 1 + Math.abs(p_o_shape1 * i0), 1, 1, b1, e1 - 1, a_o.length) && rok(1 + p_u_shape1 * i0, 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(i0, Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(1, 1, 1, 1, b1, e1 - 1, p_u_shape1) && rok(2 * p_u_shape1 + 1 + p_u_shape1 * i0, Math.abs(2 * p_u_shape1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(2 + i0, 2 + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(p_u_shape1 + p_u_shape1 * i0, Math.abs(p_u_shape1) + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(1 + i0, 1 + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(0, 0, 1, 1, b1, e1 - 1, p_u_shape1) && rok(p_u_shape1 + 2 + p_u_shape1 * i0, Math.abs(p_u_shape1) + 2 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(2, 2, 1, 1, b1, e1 - 1, p_u_shape1) && rok(p_u_shape1 + 1 + p_u_shape1 * i0, Math.abs(p_u_shape1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_index = 0;
          v_t_index = ((Math.imul(((i0 + 1) | 0), p_o_shape1) + ((i1 + 1) | 0)) | 0);
          a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_index = 0;
          v_t_index = ((Math.imul(ck(((i0 + 1) | 0), p_o_shape0, 0), p_o_shape1) + ck(((i1 + 1) | 0), p_o_shape1, 1)) | 0);
          st(a_o, v_t_index, Math.fround(Math.fround(Math.fround(Math.fround(ld(a_u, ((Math.imul(ck(i0, p_u_shape0, 2), p_u_shape1) + ck(((i1 + 1) | 0), p_u_shape1, 3)) | 0), 4) + ld(a_u, ((Math.imul(ck(((i0 + 2) | 0), p_u_shape0, 5), p_u_shape1) + ck(((i1 + 1) | 0), p_u_shape1, 6)) | 0), 7)) + ld(a_u, ((Math.imul(ck(((i0 + 1) | 0), p_u_shape0, 8), p_u_shape1) + ck(i1, p_u_shape1, 9)) | 0), 10)) + ld(a_u, ((Math.imul(ck(((i0 + 1) | 0), p_u_shape0, 11), p_u_shape1) + ck(((i1 + 2) | 0), p_u_shape1, 12)) | 0), 13)) - Math.fround(4 * ld(a_u, ((Math.imul(ck(((i0 + 1) | 0), p_u_shape0, 14), p_u_shape1) + ck(((i1 + 1) | 0), p_u_shape1, 15)) | 0), 16))), 17);
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1) {
  p_u_shape0 = p_u_shape0 | 0;
  p_u_shape1 = p_u_shape1 | 0;
  p_o_shape0 = p_o_shape0 | 0;
  p_o_shape1 = p_o_shape1 | 0;
  if (p_o_shape1 === p_u_shape1 && bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1) && bok(p_o_shape1 + 1, Math.abs(p_o_shape1) + 1, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(1, 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(2 * p_u_shape1 + 1, Math.abs(2 * p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_u_shape1, Math.abs(p_u_shape1), p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_u_shape1 + 2, Math.abs(p_u_shape1) + 2, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_u_shape1 + 1, Math.abs(p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_index = 0;
        v_t_index = ((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0);
        a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
      }
    }
    return;
  }
  if (bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1) && bok(p_o_shape1 + 1, Math.abs(p_o_shape1) + 1, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(1, 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(2 * p_u_shape1 + 1, Math.abs(2 * p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_u_shape1, Math.abs(p_u_shape1), p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(0, 0, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_u_shape1 + 2, Math.abs(p_u_shape1) + 2, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_u_shape1 + 1, Math.abs(p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_index = 0;
        v_t_index = ((Math.imul(((i0 + 1) | 0), p_o_shape1) + ((i1 + 1) | 0)) | 0);
        a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1);
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
function tt_fallback(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(1 + i0, 1 + Math.abs(i0), 0, 0, b1, e1 - 1, p_o_shape0) && rok(1, 1, 1, 1, b1, e1 - 1, p_o_shape1) && rok(p_o_shape1 + 1 + p_o_shape1 * i0, Math.abs(p_o_shape1) + 1 + Math.abs(p_o_shape1 * i0), 1, 1, b1, e1 - 1, a_o.length) && rok(1 + p_u_shape1 * i0, 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(1, 1, 1, 1, b1, e1 - 1, p_u_shape1) && rok(2 * p_u_shape1 + 1 + p_u_shape1 * i0, Math.abs(2 * p_u_shape1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(2 + i0, 2 + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(p_u_shape1 + p_u_shape1 * i0, Math.abs(p_u_shape1) + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(1 + i0, 1 + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(p_u_shape1 + 2 + p_u_shape1 * i0, Math.abs(p_u_shape1) + 2 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(2, 2, 1, 1, b1, e1 - 1, p_u_shape1) && rok(p_u_shape1 + 1 + p_u_shape1 * i0, Math.abs(p_u_shape1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_index = 0;
          v_t_index = ((Math.imul(((i0 + 1) | 0), p_o_shape1) + ((i1 + 1) | 0)) | 0);
          a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_index = 0;
          v_t_index = ((Math.imul(ck(((i0 + 1) | 0), p_o_shape0, 0), p_o_shape1) + ck(((i1 + 1) | 0), p_o_shape1, 1)) | 0);
          st(a_o, v_t_index, Math.fround(Math.fround(Math.fround(Math.fround(ld(a_u, ((Math.imul(i0, p_u_shape1) + ck(((i1 + 1) | 0), p_u_shape1, 3)) | 0), 4) + ld(a_u, ((Math.imul(ck(((i0 + 2) | 0), p_u_shape0, 5), p_u_shape1) + ck(((i1 + 1) | 0), p_u_shape1, 6)) | 0), 7)) + ld(a_u, ((Math.imul(ck(((i0 + 1) | 0), p_u_shape0, 8), p_u_shape1) + i1) | 0), 10)) + ld(a_u, ((Math.imul(ck(((i0 + 1) | 0), p_u_shape0, 11), p_u_shape1) + ck(((i1 + 2) | 0), p_u_shape1, 12)) | 0), 13)) - Math.fround(4 * ld(a_u, ((Math.imul(ck(((i0 + 1) | 0), p_u_shape0, 14), p_u_shape1) + ck(((i1 + 1) | 0), p_u_shape1, 15)) | 0), 16))), 17);
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1) {
  p_u_shape0 = p_u_shape0 | 0;
  p_u_shape1 = p_u_shape1 | 0;
  p_o_shape0 = p_o_shape0 | 0;
  p_o_shape1 = p_o_shape1 | 0;
  if (p_o_shape1 === p_u_shape1 && bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1) && bok(p_o_shape1 + 1, Math.abs(p_o_shape1) + 1, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(1, 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(2 * p_u_shape1 + 1, Math.abs(2 * p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_u_shape1, Math.abs(p_u_shape1), p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_u_shape1 + 2, Math.abs(p_u_shape1) + 2, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_u_shape1 + 1, Math.abs(p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_index = 0;
        v_t_index = ((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0);
        a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
      }
    }
    return;
  }
  if (bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1) && bok(p_o_shape1 + 1, Math.abs(p_o_shape1) + 1, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(1, 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(2 * p_u_shape1 + 1, Math.abs(2 * p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_u_shape1, Math.abs(p_u_shape1), p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_u_shape1 + 2, Math.abs(p_u_shape1) + 2, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(2, 2, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_u_shape1 + 1, Math.abs(p_u_shape1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_t_index = 0;
        v_t_index = ((Math.imul(((i0 + 1) | 0), p_o_shape1) + ((i1 + 1) | 0)) | 0);
        a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1);
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
function tt_fallback(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1, p_tt_offset0, p_tt_offset1) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(p_tt_offset0 + 1 + i0, Math.abs(p_tt_offset0) + 1 + Math.abs(i0), 0, 0, b1, e1 - 1, p_o_shape0) && rok(p_tt_offset1 + 1, Math.abs(p_tt_offset1) + 1, 1, 1, b1, e1 - 1, p_o_shape1) && rok(p_o_shape1 * p_tt_offset0 + p_o_shape1 + p_tt_offset1 + 1 + p_o_shape1 * i0, Math.abs(p_o_shape1 * p_tt_offset0) + Math.abs(p_o_shape1) + Math.abs(p_tt_offset1) + 1 + Math.abs(p_o_shape1 * i0), 1, 1, b1, e1 - 1, a_o.length) && rok(p_tt_offset0 * p_u_shape1 + p_tt_offset1 + 1 + p_u_shape1 * i0, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_tt_offset1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(p_tt_offset0 + i0, Math.abs(p_tt_offset0) + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(p_tt_offset1 + 1, Math.abs(p_tt_offset1) + 1, 1, 1, b1, e1 - 1, p_u_shape1) && rok(p_tt_offset0 * p_u_shape1 + 2 * p_u_shape1 + p_tt_offset1 + 1 + p_u_shape1 * i0, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(2 * p_u_shape1) + Math.abs(p_tt_offset1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(p_tt_offset0 + 2 + i0, Math.abs(p_tt_offset0) + 2 + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + p_u_shape1 * i0, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(p_tt_offset0 + 1 + i0, Math.abs(p_tt_offset0) + 1 + Math.abs(i0), 0, 0, b1, e1 - 1, p_u_shape0) && rok(p_tt_offset1, Math.abs(p_tt_offset1), 1, 1, b1, e1 - 1, p_u_shape1) && rok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + 2 + p_u_shape1 * i0, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + 2 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(p_tt_offset1 + 2, Math.abs(p_tt_offset1) + 2, 1, 1, b1, e1 - 1, p_u_shape1) && rok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + 1 + p_u_shape1 * i0, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + 1 + Math.abs(p_u_shape1 * i0), 1, 1, b1, e1 - 1, a_u.length)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_index = 0;
          v_t_index = ((Math.imul(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_o_shape1) + ((((i1 + p_tt_offset1) | 0) + 1) | 0)) | 0);
          a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(((i0 + p_tt_offset0) | 0), p_u_shape1) + ((((i1 + p_tt_offset1) | 0) + 1) | 0)) | 0)] + a_u[((Math.imul(((((i0 + p_tt_offset0) | 0) + 2) | 0), p_u_shape1) + ((((i1 + p_tt_offset1) | 0) + 1) | 0)) | 0)]) + a_u[((Math.imul(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_u_shape1) + ((i1 + p_tt_offset1) | 0)) | 0)]) + a_u[((Math.imul(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_u_shape1) + ((((i1 + p_tt_offset1) | 0) + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_u_shape1) + ((((i1 + p_tt_offset1) | 0) + 1) | 0)) | 0)]));
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_t_index = 0;
          v_t_index = ((Math.imul(ck(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_o_shape0, 0), p_o_shape1) + ck(((((i1 + p_tt_offset1) | 0) + 1) | 0), p_o_shape1, 1)) | 0);
          st(a_o, v_t_index, Math.fround(Math.fround(Math.fround(Math.fround(ld(a_u, ((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_u_shape0, 2), p_u_shape1) + ck(((((i1 + p_tt_offset1) | 0) + 1) | 0), p_u_shape1, 3)) | 0), 4) + ld(a_u, ((Math.imul(ck(((((i0 + p_tt_offset0) | 0) + 2) | 0), p_u_shape0, 5), p_u_shape1) + ck(((((i1 + p_tt_offset1) | 0) + 1) | 0), p_u_shape1, 6)) | 0), 7)) + ld(a_u, ((Math.imul(ck(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_u_shape0, 8), p_u_shape1) + ck(((i1 + p_tt_offset1) | 0), p_u_shape1, 9)) | 0), 10)) + ld(a_u, ((Math.imul(ck(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_u_shape0, 11), p_u_shape1) + ck(((((i1 + p_tt_offset1) | 0) + 2) | 0), p_u_shape1, 12)) | 0), 13)) - Math.fround(4 * ld(a_u, ((Math.imul(ck(((((i0 + p_tt_offset0) | 0) + 1) | 0), p_u_shape0, 14), p_u_shape1) + ck(((((i1 + p_tt_offset1) | 0) + 1) | 0), p_u_shape1, 15)) | 0), 16))), 17);
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1, p_tt_offset0, p_tt_offset1) {
  p_u_shape0 = p_u_shape0 | 0;
  p_u_shape1 = p_u_shape1 | 0;
  p_o_shape0 = p_o_shape0 | 0;
  p_o_shape1 = p_o_shape1 | 0;
  p_tt_offset0 = p_tt_offset0 | 0;
  p_tt_offset1 = p_tt_offset1 | 0;
  if (p_o_shape1 === p_u_shape1 && bok(p_tt_offset0 + 1, Math.abs(p_tt_offset0) + 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(p_tt_offset1 + 1, Math.abs(p_tt_offset1) + 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1) && bok(p_o_shape1 * p_tt_offset0 + p_o_shape1 + p_tt_offset1 + 1, Math.abs(p_o_shape1 * p_tt_offset0) + Math.abs(p_o_shape1) + Math.abs(p_tt_offset1) + 1, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(p_tt_offset0 * p_u_shape1 + p_tt_offset1 + 1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_tt_offset1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_tt_offset1 + 1, Math.abs(p_tt_offset1) + 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_tt_offset0 * p_u_shape1 + 2 * p_u_shape1 + p_tt_offset1 + 1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(2 * p_u_shape1) + Math.abs(p_tt_offset1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset0 + 2, Math.abs(p_tt_offset0) + 2, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1), p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset0 + 1, Math.abs(p_tt_offset0) + 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + 2, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + 2, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset1 + 2, Math.abs(p_tt_offset1) + 2, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + 1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      item: for (let i1 = p_tt_offset1; i1 < n1 + p_tt_offset1; i1++) {
        let v_t_index = 0;
        v_t_index = ((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0);
        a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
      }
    }
    return;
  }
  if (bok(p_tt_offset0 + 1, Math.abs(p_tt_offset0) + 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_o_shape0) && bok(p_tt_offset1 + 1, Math.abs(p_tt_offset1) + 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_o_shape1) && bok(p_o_shape1 * p_tt_offset0 + p_o_shape1 + p_tt_offset1 + 1, Math.abs(p_o_shape1 * p_tt_offset0) + Math.abs(p_o_shape1) + Math.abs(p_tt_offset1) + 1, p_o_shape1, Math.abs(p_o_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_o.length) && bok(p_tt_offset0 * p_u_shape1 + p_tt_offset1 + 1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_tt_offset1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_tt_offset1 + 1, Math.abs(p_tt_offset1) + 1, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_tt_offset0 * p_u_shape1 + 2 * p_u_shape1 + p_tt_offset1 + 1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(2 * p_u_shape1) + Math.abs(p_tt_offset1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset0 + 2, Math.abs(p_tt_offset0) + 2, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1), p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset0 + 1, Math.abs(p_tt_offset0) + 1, 1, 1, n0 - 1, 0, 0, n1 - 1, 0, 0, 0, p_u_shape0) && bok(p_tt_offset1, Math.abs(p_tt_offset1), 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + 2, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + 2, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_tt_offset1 + 2, Math.abs(p_tt_offset1) + 2, 0, 0, n0 - 1, 1, 1, n1 - 1, 0, 0, 0, p_u_shape1) && bok(p_tt_offset0 * p_u_shape1 + p_u_shape1 + p_tt_offset1 + 1, Math.abs(p_tt_offset0 * p_u_shape1) + Math.abs(p_u_shape1) + Math.abs(p_tt_offset1) + 1, p_u_shape1, Math.abs(p_u_shape1), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      item: for (let i1 = p_tt_offset1; i1 < n1 + p_tt_offset1; i1++) {
        let v_t_index = 0;
        v_t_index = ((Math.imul(((i0 + 1) | 0), p_o_shape1) + ((i1 + 1) | 0)) | 0);
        a_o[v_t_index] = Math.fround(Math.fround(Math.fround(Math.fround(a_u[((Math.imul(i0, p_u_shape1) + ((i1 + 1) | 0)) | 0)] + a_u[((Math.imul(((i0 + 2) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + i1) | 0)]) + a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 2) | 0)) | 0)]) - Math.fround(4 * a_u[((Math.imul(((i0 + 1) | 0), p_u_shape1) + ((i1 + 1) | 0)) | 0)]));
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_o, p_u_shape0, p_u_shape1, p_o_shape0, p_o_shape1, p_tt_offset0, p_tt_offset1);
};