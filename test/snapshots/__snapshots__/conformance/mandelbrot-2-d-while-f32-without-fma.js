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
function tt_fallback(n0, n1, n2, a_out, p_w, p_h, p_maxIter, h0, h1) {
  const tt_one = n0 === 1 && n1 === 1;
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(p_w * i0, Math.abs(p_w * i0), 1, 1, b1, e1 - 1, a_out.length)) {
        const m1 = e1 - ((e1 - b1) % 2);
        for (let i1 = b1; i1 < m1; i1 += 2) {
          let v_x0 = 0, v_y0 = 0, v_x = 0, v_y = 0, v_k = 0, v_xt = 0;
          let w_x0 = 0, w_y0 = 0, w_x = 0, w_y = 0, w_k = 0, w_xt = 0;
          v_x0 = Math.fround(Math.fround(Math.fround(Math.fround(i1) / h0) * 3.5) - 2.5);
          v_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
          v_x = 0;
          v_y = 0;
          v_k = 0;
          w_x0 = Math.fround(Math.fround(Math.fround(Math.fround((i1 + 1)) / h0) * 3.5) - 2.5);
          w_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
          w_x = 0;
          w_y = 0;
          w_k = 0;
          for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)) && ((Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) <= 4) && (w_k < p_maxIter)); ) {
            v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
            v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
            v_x = v_xt;
            v_k = ((v_k + 1) | 0);
            w_xt = Math.fround(Math.fround(Math.fround(w_x * w_x) - Math.fround(w_y * w_y)) + w_x0);
            w_y = Math.fround(Math.fround(Math.fround(2 * w_x) * w_y) + w_y0);
            w_x = w_xt;
            w_k = ((w_k + 1) | 0);
          }
          for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)); ) {
            v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
            v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
            v_x = v_xt;
            v_k = ((v_k + 1) | 0);
          }
          for (; ((Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) <= 4) && (w_k < p_maxIter)); ) {
            w_xt = Math.fround(Math.fround(Math.fround(w_x * w_x) - Math.fround(w_y * w_y)) + w_x0);
            w_y = Math.fround(Math.fround(Math.fround(2 * w_x) * w_y) + w_y0);
            w_x = w_xt;
            w_k = ((w_k + 1) | 0);
          }
          a_out[((Math.imul(i0, p_w) + i1) | 0)] = ((v_k) >>> 0);
          a_out[((Math.imul(i0, p_w) + (i1 + 1)) | 0)] = ((w_k) >>> 0);
        }
        item: for (let i1 = m1; i1 < e1; i1++) {
          let v_x0 = 0, v_y0 = 0, v_x = 0, v_y = 0, v_k = 0, v_xt = 0;
          v_x0 = Math.fround(Math.fround(Math.fround(Math.fround(i1) / h0) * 3.5) - 2.5);
          v_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
          v_x = 0;
          v_y = 0;
          v_k = 0;
          for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)); ) {
            v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
            v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
            v_x = v_xt;
            v_k = ((v_k + 1) | 0);
          }
          a_out[((Math.imul(i0, p_w) + i1) | 0)] = ((v_k) >>> 0);
          if (tt_one) return;
        }
      } else {
        const m1 = e1 - ((e1 - b1) % 2);
        for (let i1 = b1; i1 < m1; i1 += 2) {
          let v_x0 = 0, v_y0 = 0, v_x = 0, v_y = 0, v_k = 0, v_xt = 0;
          let w_x0 = 0, w_y0 = 0, w_x = 0, w_y = 0, w_k = 0, w_xt = 0;
          v_x0 = Math.fround(Math.fround(Math.fround(Math.fround(i1) / h0) * 3.5) - 2.5);
          v_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
          v_x = 0;
          v_y = 0;
          v_k = 0;
          w_x0 = Math.fround(Math.fround(Math.fround(Math.fround((i1 + 1)) / h0) * 3.5) - 2.5);
          w_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
          w_x = 0;
          w_y = 0;
          w_k = 0;
          for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)) && ((Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) <= 4) && (w_k < p_maxIter)); ) {
            v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
            v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
            v_x = v_xt;
            v_k = ((v_k + 1) | 0);
            w_xt = Math.fround(Math.fround(Math.fround(w_x * w_x) - Math.fround(w_y * w_y)) + w_x0);
            w_y = Math.fround(Math.fround(Math.fround(2 * w_x) * w_y) + w_y0);
            w_x = w_xt;
            w_k = ((w_k + 1) | 0);
          }
          for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)); ) {
            v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
            v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
            v_x = v_xt;
            v_k = ((v_k + 1) | 0);
          }
          for (; ((Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) <= 4) && (w_k < p_maxIter)); ) {
            w_xt = Math.fround(Math.fround(Math.fround(w_x * w_x) - Math.fround(w_y * w_y)) + w_x0);
            w_y = Math.fround(Math.fround(Math.fround(2 * w_x) * w_y) + w_y0);
            w_x = w_xt;
            w_k = ((w_k + 1) | 0);
          }
          st(a_out, ((Math.imul(i0, p_w) + i1) | 0), ((v_k) >>> 0), 0);
          st(a_out, ((Math.imul(i0, p_w) + (i1 + 1)) | 0), ((w_k) >>> 0), 0);
        }
        item: for (let i1 = m1; i1 < e1; i1++) {
          let v_x0 = 0, v_y0 = 0, v_x = 0, v_y = 0, v_k = 0, v_xt = 0;
          v_x0 = Math.fround(Math.fround(Math.fround(Math.fround(i1) / h0) * 3.5) - 2.5);
          v_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
          v_x = 0;
          v_y = 0;
          v_k = 0;
          for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)); ) {
            v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
            v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
            v_x = v_xt;
            v_k = ((v_k + 1) | 0);
          }
          st(a_out, ((Math.imul(i0, p_w) + i1) | 0), ((v_k) >>> 0), 0);
          if (tt_one) return;
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_out, p_w, p_h, p_maxIter) {
  const tt_one = n0 === 1 && n1 === 1;
  p_w = p_w | 0;
  p_h = p_h | 0;
  p_maxIter = p_maxIter | 0;
  const h0 = Math.fround(p_w);
  const h1 = Math.fround(p_h);
  if (bok(0, 0, p_w, Math.abs(p_w), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_out.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      const m1 = n1 - ((n1 - 0) % 2);
      for (let i1 = 0; i1 < m1; i1 += 2) {
        let v_x0 = 0, v_y0 = 0, v_x = 0, v_y = 0, v_k = 0, v_xt = 0;
        let w_x0 = 0, w_y0 = 0, w_x = 0, w_y = 0, w_k = 0, w_xt = 0;
        v_x0 = Math.fround(Math.fround(Math.fround(Math.fround(i1) / h0) * 3.5) - 2.5);
        v_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
        v_x = 0;
        v_y = 0;
        v_k = 0;
        w_x0 = Math.fround(Math.fround(Math.fround(Math.fround((i1 + 1)) / h0) * 3.5) - 2.5);
        w_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
        w_x = 0;
        w_y = 0;
        w_k = 0;
        for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)) && ((Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) <= 4) && (w_k < p_maxIter)); ) {
          v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
          v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
          v_x = v_xt;
          v_k = ((v_k + 1) | 0);
          w_xt = Math.fround(Math.fround(Math.fround(w_x * w_x) - Math.fround(w_y * w_y)) + w_x0);
          w_y = Math.fround(Math.fround(Math.fround(2 * w_x) * w_y) + w_y0);
          w_x = w_xt;
          w_k = ((w_k + 1) | 0);
        }
        for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)); ) {
          v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
          v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
          v_x = v_xt;
          v_k = ((v_k + 1) | 0);
        }
        for (; ((Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) <= 4) && (w_k < p_maxIter)); ) {
          w_xt = Math.fround(Math.fround(Math.fround(w_x * w_x) - Math.fround(w_y * w_y)) + w_x0);
          w_y = Math.fround(Math.fround(Math.fround(2 * w_x) * w_y) + w_y0);
          w_x = w_xt;
          w_k = ((w_k + 1) | 0);
        }
        a_out[((Math.imul(i0, p_w) + i1) | 0)] = ((v_k) >>> 0);
        a_out[((Math.imul(i0, p_w) + (i1 + 1)) | 0)] = ((w_k) >>> 0);
      }
      item: for (let i1 = m1; i1 < n1; i1++) {
        let v_x0 = 0, v_y0 = 0, v_x = 0, v_y = 0, v_k = 0, v_xt = 0;
        v_x0 = Math.fround(Math.fround(Math.fround(Math.fround(i1) / h0) * 3.5) - 2.5);
        v_y0 = Math.fround(Math.fround(Math.fround(Math.fround(i0) / h1) * 2) - 1);
        v_x = 0;
        v_y = 0;
        v_k = 0;
        for (; ((Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) <= 4) && (v_k < p_maxIter)); ) {
          v_xt = Math.fround(Math.fround(Math.fround(v_x * v_x) - Math.fround(v_y * v_y)) + v_x0);
          v_y = Math.fround(Math.fround(Math.fround(2 * v_x) * v_y) + v_y0);
          v_x = v_xt;
          v_k = ((v_k + 1) | 0);
        }
        a_out[((Math.imul(i0, p_w) + i1) | 0)] = ((v_k) >>> 0);
        if (tt_one) return;
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_out, p_w, p_h, p_maxIter, h0, h1);
};