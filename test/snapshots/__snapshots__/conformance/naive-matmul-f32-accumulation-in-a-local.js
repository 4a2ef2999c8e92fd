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
function tt_fallback(n0, n1, n2, a_a, a_b, a_c, p_n) {
  const tt_one = n0 === 1 && n1 === 1;
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(p_n * i0, Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_c.length)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_acc = 0, v_k = 0;
          v_acc = 0;
          v_k = 0;
          if (rok(i0 * p_n, Math.abs(i0 * p_n), 1, 1, v_k, p_n - 1, a_a.length) && rok(i1, Math.abs(i1), p_n, Math.abs(p_n), v_k, p_n - 1, a_b.length)) {
            for (; (v_k < p_n); v_k = ((v_k + 1) | 0)) {
              v_acc = Math.fround(v_acc + Math.fround(a_a[((Math.imul(i0, p_n) + v_k) | 0)] * a_b[((Math.imul(v_k, p_n) + i1) | 0)]));
            }
          } else {
            for (; (v_k < p_n); v_k = ((v_k + 1) | 0)) {
              v_acc = Math.fround(v_acc + Math.fround(ld(a_a, ((Math.imul(i0, p_n) + v_k) | 0), 0) * ld(a_b, ((Math.imul(v_k, p_n) + i1) | 0), 1)));
            }
          }
          a_c[((Math.imul(i0, p_n) + i1) | 0)] = v_acc;
          if (tt_one) return;
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_acc = 0, v_k = 0;
          v_acc = 0;
          v_k = 0;
          if (rok(i0 * p_n, Math.abs(i0 * p_n), 1, 1, v_k, p_n - 1, a_a.length) && rok(i1, Math.abs(i1), p_n, Math.abs(p_n), v_k, p_n - 1, a_b.length)) {
            for (; (v_k < p_n); v_k = ((v_k + 1) | 0)) {
              v_acc = Math.fround(v_acc + Math.fround(a_a[((Math.imul(i0, p_n) + v_k) | 0)] * a_b[((Math.imul(v_k, p_n) + i1) | 0)]));
            }
          } else {
            for (; (v_k < p_n); v_k = ((v_k + 1) | 0)) {
              v_acc = Math.fround(v_acc + Math.fround(ld(a_a, ((Math.imul(i0, p_n) + v_k) | 0), 0) * ld(a_b, ((Math.imul(v_k, p_n) + i1) | 0), 1)));
            }
          }
          st(a_c, ((Math.imul(i0, p_n) + i1) | 0), v_acc, 2);
          if (tt_one) return;
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_c, p_n) {
  const tt_one = n0 === 1 && n1 === 1;
  p_n = p_n | 0;
  if (bok(0, 0, p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_c.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_acc = 0, v_k = 0;
        v_acc = 0;
        v_k = 0;
        if (rok(i0 * p_n, Math.abs(i0 * p_n), 1, 1, v_k, p_n - 1, a_a.length) && rok(i1, Math.abs(i1), p_n, Math.abs(p_n), v_k, p_n - 1, a_b.length)) {
          for (; (v_k < p_n); v_k = ((v_k + 1) | 0)) {
            v_acc = Math.fround(v_acc + Math.fround(a_a[((Math.imul(i0, p_n) + v_k) | 0)] * a_b[((Math.imul(v_k, p_n) + i1) | 0)]));
          }
        } else {
          for (; (v_k < p_n); v_k = ((v_k + 1) | 0)) {
            v_acc = Math.fround(v_acc + Math.fround(ld(a_a, ((Math.imul(i0, p_n) + v_k) | 0), 0) * ld(a_b, ((Math.imul(v_k, p_n) + i1) | 0), 1)));
          }
        }
        a_c[((Math.imul(i0, p_n) + i1) | 0)] = v_acc;
        if (tt_one) return;
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_b, a_c, p_n);
};