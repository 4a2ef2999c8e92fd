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
function tt_fallback(n0, n1, n2, a_u, a_s, p_seed, a_o, a_w, a_f, h0) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, a_s.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_o.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_f.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_w.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_s_1 = 0;
        v_s_1 = (((h0 ^ a_s[i0])) >>> 0);
        v_s_1 = ((Math.imul(((v_s_1) | 0), (-1640531535))) >>> 0);
        v_s_1 = v_s_1;
        a_o[i0] = ((irem_u32(v_s_1, 1000)) | 0);
        a_f[i0] = Math.fround(Math.fround(v_s_1) / 4294967296);
        if ((v_s_1 > 2147483647)) {
          a_w[i0] = 1;
        }
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_s_1 = 0;
        v_s_1 = (((h0 ^ ld(a_s, i0, 0))) >>> 0);
        v_s_1 = ((Math.imul(((v_s_1) | 0), (-1640531535))) >>> 0);
        v_s_1 = v_s_1;
        st(a_o, i0, ((irem_u32(v_s_1, 1000)) | 0), 1);
        st(a_f, i0, Math.fround(Math.fround(v_s_1) / 4294967296), 2);
        if ((v_s_1 > 2147483647)) {
          st(a_w, i0, 1, 3);
        }
      }
    }
  }
}
return function kernel_mixed_let_s_seed_i_s_0_then_its_exact_value(n0, n1, n2, a_u, a_s, p_seed, a_o, a_w, a_f) {
  p_seed = p_seed >>> 0;
  const h0 = ((p_seed) | 0);
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_s.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_f.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_w.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_s_1 = 0;
      v_s_1 = (((h0 ^ a_s[i0])) >>> 0);
      v_s_1 = ((Math.imul(((v_s_1) | 0), (-1640531535))) >>> 0);
      v_s_1 = v_s_1;
      a_o[i0] = ((irem_u32(v_s_1, 1000)) | 0);
      a_f[i0] = Math.fround(Math.fround(v_s_1) / 4294967296);
      if ((v_s_1 > 2147483647)) {
        a_w[i0] = 1;
      }
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_s, p_seed, a_o, a_w, a_f, h0);
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
return function kernel_mixed_let_s_seed_i_s_0_then_its_exact_value(n0, n1, n2, a_u, a_s, p_seed, a_o, a_w, a_f) {
  p_seed = p_seed >>> 0;
  const h0 = ((p_seed) | 0);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_s_1 = 0;
    v_s_1 = (((h0 ^ a_s[i0])) >>> 0);
    v_s_1 = ((Math.imul(((v_s_1) | 0), (-1640531535))) >>> 0);
    v_s_1 = v_s_1;
    a_o[i0] = ((irem_u32(v_s_1, 1000)) | 0);
    a_f[i0] = Math.fround(Math.fround(v_s_1) / 4294967296);
    if ((v_s_1 > 2147483647)) {
      a_w[i0] = 1;
    }
  }
};