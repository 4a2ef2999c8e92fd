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
function tt_fallback(n0, n1, n2, a_u, a_o) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, a_o.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_u.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        const t1 = Math.imul(((-((irem_u32(7, a_u[i0])) | 0)) | 0), 100);
        a_o[i0] = t1;
        a_o[i0] = ((t1 + ((irem_u32(a_u[i0], 7)) | 0)) | 0);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        const t2 = Math.imul(((-((irem_u32(7, ld(a_u, i0, 0))) | 0)) | 0), 100);
        st(a_o, i0, t2, 1);
        st(a_o, i0, ((t2 + ((irem_u32(ld(a_u, i0, 3), 7)) | 0)) | 0), 4);
      }
    }
  }
}
return function kernel_lit_u32_7_and_7_u32(n0, n1, n2, a_u, a_o) {
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_u.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      const t0 = Math.imul(((-((irem_u32(7, a_u[i0])) | 0)) | 0), 100);
      a_o[i0] = t0;
      a_o[i0] = ((t0 + ((irem_u32(a_u[i0], 7)) | 0)) | 0);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_o);
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
return function kernel_lit_u32_7_and_7_u32(n0, n1, n2, a_u, a_o) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    const t0 = Math.imul(((-((irem_u32(7, a_u[i0])) | 0)) | 0), 100);
    a_o[i0] = t0;
    a_o[i0] = ((t0 + ((irem_u32(a_u[i0], 7)) | 0)) | 0);
  }
};