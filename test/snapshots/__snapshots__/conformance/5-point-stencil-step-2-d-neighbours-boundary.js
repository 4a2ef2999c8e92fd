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
function tt_fallback(n0, n1, n2, a_u, a_v, p_n, p_c, h0) {
  for (let i0 = 0; i0 < n0; i0++) {
    for (let b1 = 0; b1 < n1; b1 += 2048) {
      const e1 = Math.min(n1, b1 + 2048);
      if (rok(p_n * i0, Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_v.length) && rok(p_n * i0, Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_u.length) && rok((-1) + p_n * i0, 1 + Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(1 + p_n * i0, 1 + Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_u.length) && rok((-1) * p_n + p_n * i0, Math.abs((-1) * p_n) + Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_u.length) && rok(p_n + p_n * i0, Math.abs(p_n) + Math.abs(p_n * i0), 1, 1, b1, e1 - 1, a_u.length)) {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_k = 0;
          v_k = ((Math.imul(i0, p_n) + i1) | 0);
          if (((((i0 === 0) || (i1 === 0)) || (i0 === h0)) || (i1 === h0))) {
            a_v[v_k] = a_u[v_k];
          } else {
            const t1 = a_u[v_k];
            a_v[v_k] = Math.fround(t1 + Math.fround(p_c * Math.fround(Math.fround(Math.fround(Math.fround(a_u[((v_k - 1) | 0)] + a_u[((v_k + 1) | 0)]) + a_u[((v_k - p_n) | 0)]) + a_u[((v_k + p_n) | 0)]) - Math.fround(4 * t1))));
          }
        }
      } else {
        item: for (let i1 = b1; i1 < e1; i1++) {
          let v_k = 0;
          v_k = ((Math.imul(i0, p_n) + i1) | 0);
          if (((((i0 === 0) || (i1 === 0)) || (i0 === h0)) || (i1 === h0))) {
            st(a_v, v_k, ld(a_u, v_k, 0), 1);
          } else {
            st(a_v, v_k, Math.fround(ld(a_u, v_k, 2) + Math.fround(p_c * Math.fround(Math.fround(Math.fround(Math.fround(ld(a_u, ((v_k - 1) | 0), 3) + ld(a_u, ((v_k + 1) | 0), 4)) + ld(a_u, ((v_k - p_n) | 0), 5)) + ld(a_u, ((v_k + p_n) | 0), 6)) - Math.fround(4 * ld(a_u, v_k, 7))))), 8);
          }
        }
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_u, a_v, p_n, p_c) {
  p_n = p_n | 0;
  p_c = Math.fround(p_c);
  const h0 = ((p_n - 1) | 0);
  if (bok(0, 0, p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_v.length) && bok(0, 0, p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok((-1), 1, p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(1, 1, p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok((-1) * p_n, Math.abs((-1) * p_n), p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length) && bok(p_n, Math.abs(p_n), p_n, Math.abs(p_n), n0 - 1, 1, 1, n1 - 1, 0, 0, 0, a_u.length)) {
    for (let i0 = 0; i0 < n0; i0++) {
      item: for (let i1 = 0; i1 < n1; i1++) {
        let v_k = 0;
        v_k = ((Math.imul(i0, p_n) + i1) | 0);
        if (((((i0 === 0) || (i1 === 0)) || (i0 === h0)) || (i1 === h0))) {
          a_v[v_k] = a_u[v_k];
        } else {
          const t0 = a_u[v_k];
          a_v[v_k] = Math.fround(t0 + Math.fround(p_c * Math.fround(Math.fround(Math.fround(Math.fround(a_u[((v_k - 1) | 0)] + a_u[((v_k + 1) | 0)]) + a_u[((v_k - p_n) | 0)]) + a_u[((v_k + p_n) | 0)]) - Math.fround(4 * t0))));
        }
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_v, p_n, p_c, h0);
};