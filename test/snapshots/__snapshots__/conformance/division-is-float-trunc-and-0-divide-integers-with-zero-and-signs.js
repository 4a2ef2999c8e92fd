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
function tt_fallback(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, a_f.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_a.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_b.length) && rok(0, 0, 2, 2, b0, e0 - 1, a_t.length) && rok(1, 1, 2, 2, b0, e0 - 1, a_t.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_fl.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_r.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_fm.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        a_f[i0] = Math.fround(Math.fround(a_a[i0]) / Math.fround(a_b[i0]));
        a_t[Math.imul(i0, 2)] = idiv_i32(a_a[i0], a_b[i0]);
        a_t[((Math.imul(i0, 2) + 1) | 0)] = idiv_i32(a_a[i0], a_b[i0]);
        const t2 = a_a[i0];
        const t3 = a_b[i0];
        a_fl[i0] = (((irem_i32(t2, t3) !== 0) && ((irem_i32(t2, t3) < 0) !== (t3 < 0))) ? ((idiv_i32(t2, t3) - 1) | 0) : idiv_i32(t2, t3));
        a_r[i0] = irem_i32(a_a[i0], a_b[i0]);
        a_fm[i0] = Math.fround(a_f[i0] % 0.75);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        st(a_f, i0, Math.fround(Math.fround(ld(a_a, i0, 0)) / Math.fround(ld(a_b, i0, 1))), 2);
        st(a_t, Math.imul(i0, 2), idiv_i32(ld(a_a, i0, 3), ld(a_b, i0, 4)), 5);
        st(a_t, ((Math.imul(i0, 2) + 1) | 0), idiv_i32(ld(a_a, i0, 6), ld(a_b, i0, 7)), 8);
        st(a_fl, i0, (((irem_i32(ld(a_a, i0, 9), ld(a_b, i0, 10)) !== 0) && ((irem_i32(ld(a_a, i0, 9), ld(a_b, i0, 10)) < 0) !== (ld(a_b, i0, 10) < 0))) ? ((idiv_i32(ld(a_a, i0, 9), ld(a_b, i0, 10)) - 1) | 0) : idiv_i32(ld(a_a, i0, 9), ld(a_b, i0, 10))), 11);
        st(a_r, i0, irem_i32(ld(a_a, i0, 12), ld(a_b, i0, 13)), 14);
        st(a_fm, i0, Math.fround(ld(a_f, i0, 15) % 0.75), 16);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm) {
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_f.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_a.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_b.length) && bok(0, 0, 2, 2, n0 - 1, 0, 0, 0, 0, 0, 0, a_t.length) && bok(1, 1, 2, 2, n0 - 1, 0, 0, 0, 0, 0, 0, a_t.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_fl.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_r.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_fm.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      a_f[i0] = Math.fround(Math.fround(a_a[i0]) / Math.fround(a_b[i0]));
      a_t[Math.imul(i0, 2)] = idiv_i32(a_a[i0], a_b[i0]);
      a_t[((Math.imul(i0, 2) + 1) | 0)] = idiv_i32(a_a[i0], a_b[i0]);
      const t0 = a_a[i0];
      const t1 = a_b[i0];
      a_fl[i0] = (((irem_i32(t0, t1) !== 0) && ((irem_i32(t0, t1) < 0) !== (t1 < 0))) ? ((idiv_i32(t0, t1) - 1) | 0) : idiv_i32(t0, t1));
      a_r[i0] = irem_i32(a_a[i0], a_b[i0]);
      a_fm[i0] = Math.fround(a_f[i0] % 0.75);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm);
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
function tt_fallback(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 2, 2, b0, e0 - 1, a_t.length) && rok(1, 1, 2, 2, b0, e0 - 1, a_t.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        a_f[i0] = Math.fround(Math.fround(a_a[i0]) / Math.fround(a_b[i0]));
        a_t[Math.imul(i0, 2)] = idiv_i32(a_a[i0], a_b[i0]);
        a_t[((Math.imul(i0, 2) + 1) | 0)] = idiv_i32(a_a[i0], a_b[i0]);
        const t2 = a_a[i0];
        const t3 = a_b[i0];
        a_fl[i0] = (((irem_i32(t2, t3) !== 0) && ((irem_i32(t2, t3) < 0) !== (t3 < 0))) ? ((idiv_i32(t2, t3) - 1) | 0) : idiv_i32(t2, t3));
        a_r[i0] = irem_i32(a_a[i0], a_b[i0]);
        a_fm[i0] = Math.fround(a_f[i0] % 0.75);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        a_f[i0] = Math.fround(Math.fround(a_a[i0]) / Math.fround(a_b[i0]));
        st(a_t, Math.imul(i0, 2), idiv_i32(a_a[i0], a_b[i0]), 5);
        st(a_t, ((Math.imul(i0, 2) + 1) | 0), idiv_i32(a_a[i0], a_b[i0]), 8);
        const t4 = a_a[i0];
        const t5 = a_b[i0];
        a_fl[i0] = (((irem_i32(t4, t5) !== 0) && ((irem_i32(t4, t5) < 0) !== (t5 < 0))) ? ((idiv_i32(t4, t5) - 1) | 0) : idiv_i32(t4, t5));
        a_r[i0] = irem_i32(a_a[i0], a_b[i0]);
        a_fm[i0] = Math.fround(a_f[i0] % 0.75);
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm) {
  if (bok(0, 0, 2, 2, n0 - 1, 0, 0, 0, 0, 0, 0, a_t.length) && bok(1, 1, 2, 2, n0 - 1, 0, 0, 0, 0, 0, 0, a_t.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      a_f[i0] = Math.fround(Math.fround(a_a[i0]) / Math.fround(a_b[i0]));
      a_t[Math.imul(i0, 2)] = idiv_i32(a_a[i0], a_b[i0]);
      a_t[((Math.imul(i0, 2) + 1) | 0)] = idiv_i32(a_a[i0], a_b[i0]);
      const t0 = a_a[i0];
      const t1 = a_b[i0];
      a_fl[i0] = (((irem_i32(t0, t1) !== 0) && ((irem_i32(t0, t1) < 0) !== (t1 < 0))) ? ((idiv_i32(t0, t1) - 1) | 0) : idiv_i32(t0, t1));
      a_r[i0] = irem_i32(a_a[i0], a_b[i0]);
      a_fm[i0] = Math.fround(a_f[i0] % 0.75);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_a, a_b, a_f, a_t, a_fl, a_r, a_fm);
};