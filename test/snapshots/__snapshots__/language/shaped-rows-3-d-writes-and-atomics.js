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
function tt_fallback(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, p_g_shape0) && rok(0, 0, 1, 1, b0, e0 - 1, a_s.length) && rok(0, 0, p_g_shape1, Math.abs(p_g_shape1), b0, e0 - 1, a_g.length) && rok(0, 0, 0, 0, b0, e0 - 1, p_g_shape1) && rok(0, 0, 0, 0, b0, e0 - 1, p_v_shape1)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_acc = 0, v_c = 0;
        v_acc = 0;
        v_c = 0;
        if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
          }
        } else {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
          }
        }
        a_s[i0] = v_acc;
        a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
        st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
        at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_acc = 0, v_c = 0;
        v_acc = 0;
        v_c = 0;
        if (rok(i0, Math.abs(i0), 0, 0, v_c, p_g_shape1 - 1, p_g_shape0) && rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
          }
        } else {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(ck(i0, p_g_shape0, 0), p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
          }
        }
        st(a_s, i0, v_acc, 3);
        st(a_g, ((Math.imul(ck(i0, p_g_shape0, 4), p_g_shape1) + ck(0, p_g_shape1, 5)) | 0), Math.fround(ld(a_g, ((Math.imul(ck(i0, p_g_shape0, 4), p_g_shape1) + ck(0, p_g_shape1, 5)) | 0), 6) * 2), 7);
        st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + ck(0, p_v_shape1, 9)) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
        at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1) {
  const tt_one = n0 === 1;
  p_g_shape0 = p_g_shape0 | 0;
  p_g_shape1 = p_g_shape1 | 0;
  p_v_shape0 = p_v_shape0 | 0;
  p_v_shape1 = p_v_shape1 | 0;
  p_v_shape2 = p_v_shape2 | 0;
  p_h_shape0 = p_h_shape0 | 0;
  p_h_shape1 = p_h_shape1 | 0;
  if (p_h_shape1 === p_g_shape1 && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape0) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_s.length) && bok(0, 0, p_g_shape1, Math.abs(p_g_shape1), n0 - 1, 0, 0, 0, 0, 0, 0, a_g.length) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape1) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_v_shape1)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_acc = 0, v_c = 0;
      v_acc = 0;
      v_c = 0;
      if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
        }
      } else {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
        }
      }
      a_s[i0] = v_acc;
      a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
      st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
      at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_g_shape1) + ck(irem_i32(i0, p_g_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
      if (tt_one) return;
    }
    return;
  }
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape0) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_s.length) && bok(0, 0, p_g_shape1, Math.abs(p_g_shape1), n0 - 1, 0, 0, 0, 0, 0, 0, a_g.length) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape1) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_v_shape1)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_acc = 0, v_c = 0;
      v_acc = 0;
      v_c = 0;
      if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
        }
      } else {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
        }
      }
      a_s[i0] = v_acc;
      a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
      st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
      at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1);
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
function tt_fallback(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, p_g_shape1, Math.abs(p_g_shape1), b0, e0 - 1, a_g.length) && rok(0, 0, 0, 0, b0, e0 - 1, p_g_shape1) && rok(0, 0, 0, 0, b0, e0 - 1, p_v_shape1)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_acc = 0, v_c = 0;
        v_acc = 0;
        v_c = 0;
        if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
          }
        } else {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
          }
        }
        a_s[i0] = v_acc;
        a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
        st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
        at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_acc = 0, v_c = 0;
        v_acc = 0;
        v_c = 0;
        if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
          }
        } else {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
          }
        }
        a_s[i0] = v_acc;
        st(a_g, ((Math.imul(i0, p_g_shape1) + ck(0, p_g_shape1, 5)) | 0), Math.fround(ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(0, p_g_shape1, 5)) | 0), 6) * 2), 7);
        st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + ck(0, p_v_shape1, 9)) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
        at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1) {
  const tt_one = n0 === 1;
  p_g_shape0 = p_g_shape0 | 0;
  p_g_shape1 = p_g_shape1 | 0;
  p_v_shape0 = p_v_shape0 | 0;
  p_v_shape1 = p_v_shape1 | 0;
  p_v_shape2 = p_v_shape2 | 0;
  p_h_shape0 = p_h_shape0 | 0;
  p_h_shape1 = p_h_shape1 | 0;
  if (p_h_shape1 === p_g_shape1 && bok(0, 0, p_g_shape1, Math.abs(p_g_shape1), n0 - 1, 0, 0, 0, 0, 0, 0, a_g.length) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape1) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_v_shape1)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_acc = 0, v_c = 0;
      v_acc = 0;
      v_c = 0;
      if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
        }
      } else {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
        }
      }
      a_s[i0] = v_acc;
      a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
      st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
      at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_g_shape1) + ck(irem_i32(i0, p_g_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
      if (tt_one) return;
    }
    return;
  }
  if (bok(0, 0, p_g_shape1, Math.abs(p_g_shape1), n0 - 1, 0, 0, 0, 0, 0, 0, a_g.length) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape1) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_v_shape1)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_acc = 0, v_c = 0;
      v_acc = 0;
      v_c = 0;
      if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(i0 * p_g_shape1, Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
        }
      } else {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
        }
      }
      a_s[i0] = v_acc;
      a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
      st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
      at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1);
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
function tt_fallback(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1, p_tt_offset0) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, b0, e0 - 1, p_g_shape0) && rok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, b0, e0 - 1, a_s.length) && rok(p_g_shape1 * p_tt_offset0, Math.abs(p_g_shape1 * p_tt_offset0), p_g_shape1, Math.abs(p_g_shape1), b0, e0 - 1, a_g.length) && rok(0, 0, 0, 0, b0, e0 - 1, p_g_shape1) && rok(0, 0, 0, 0, b0, e0 - 1, p_v_shape1)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_acc = 0, v_c = 0;
        v_acc = 0;
        v_c = 0;
        if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(p_g_shape1 * p_tt_offset0 + i0 * p_g_shape1, Math.abs(p_g_shape1 * p_tt_offset0) + Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + a_g[((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + v_c) | 0)]);
          }
        } else {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
          }
        }
        a_s[((i0 + p_tt_offset0) | 0)] = v_acc;
        a_g[((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + 0) | 0)] * 2);
        st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(((i0 + p_tt_offset0) | 0), p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(((i0 + p_tt_offset0) | 0), p_v_shape2), p_v_shape2, 10)) | 0), ((i0 + p_tt_offset0) | 0), 11);
        at_add(a_h, ck(((Math.imul(ck(irem_i32(((i0 + p_tt_offset0) | 0), 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(((i0 + p_tt_offset0) | 0), p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_acc = 0, v_c = 0;
        v_acc = 0;
        v_c = 0;
        if (rok(p_tt_offset0 + i0, Math.abs(p_tt_offset0) + Math.abs(i0), 0, 0, v_c, p_g_shape1 - 1, p_g_shape0) && rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(p_g_shape1 * p_tt_offset0 + i0 * p_g_shape1, Math.abs(p_g_shape1 * p_tt_offset0) + Math.abs(i0 * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + a_g[((Math.imul(((i0 + p_tt_offset0) | 0), p_g_shape1) + v_c) | 0)]);
          }
        } else {
          for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
            v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 0), p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
          }
        }
        st(a_s, ((i0 + p_tt_offset0) | 0), v_acc, 3);
        st(a_g, ((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 4), p_g_shape1) + ck(0, p_g_shape1, 5)) | 0), Math.fround(ld(a_g, ((Math.imul(ck(((i0 + p_tt_offset0) | 0), p_g_shape0, 4), p_g_shape1) + ck(0, p_g_shape1, 5)) | 0), 6) * 2), 7);
        st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(((i0 + p_tt_offset0) | 0), p_v_shape0), p_v_shape0, 8), p_v_shape1) + ck(0, p_v_shape1, 9)) | 0), p_v_shape2) + ck(irem_i32(((i0 + p_tt_offset0) | 0), p_v_shape2), p_v_shape2, 10)) | 0), ((i0 + p_tt_offset0) | 0), 11);
        at_add(a_h, ck(((Math.imul(ck(irem_i32(((i0 + p_tt_offset0) | 0), 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(((i0 + p_tt_offset0) | 0), p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1, p_tt_offset0) {
  const tt_one = n0 === 1;
  p_g_shape0 = p_g_shape0 | 0;
  p_g_shape1 = p_g_shape1 | 0;
  p_v_shape0 = p_v_shape0 | 0;
  p_v_shape1 = p_v_shape1 | 0;
  p_v_shape2 = p_v_shape2 | 0;
  p_h_shape0 = p_h_shape0 | 0;
  p_h_shape1 = p_h_shape1 | 0;
  p_tt_offset0 = p_tt_offset0 | 0;
  if (p_h_shape1 === p_g_shape1 && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape0) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_s.length) && bok(p_g_shape1 * p_tt_offset0, Math.abs(p_g_shape1 * p_tt_offset0), p_g_shape1, Math.abs(p_g_shape1), n0 - 1, 0, 0, 0, 0, 0, 0, a_g.length) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape1) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_v_shape1)) {
    item: for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      let v_acc = 0, v_c = 0;
      v_acc = 0;
      v_c = 0;
      if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(p_g_shape1 * p_tt_offset0 + (i0 - p_tt_offset0) * p_g_shape1, Math.abs(p_g_shape1 * p_tt_offset0) + Math.abs((i0 - p_tt_offset0) * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
        }
      } else {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
        }
      }
      a_s[i0] = v_acc;
      a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
      st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
      at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_g_shape1) + ck(irem_i32(i0, p_g_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
      if (tt_one) return;
    }
    return;
  }
  if (bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape0) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_s.length) && bok(p_g_shape1 * p_tt_offset0, Math.abs(p_g_shape1 * p_tt_offset0), p_g_shape1, Math.abs(p_g_shape1), n0 - 1, 0, 0, 0, 0, 0, 0, a_g.length) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_g_shape1) && bok(0, 0, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, p_v_shape1)) {
    item: for (let i0 = p_tt_offset0; i0 < n0 + p_tt_offset0; i0++) {
      let v_acc = 0, v_c = 0;
      v_acc = 0;
      v_c = 0;
      if (rok(0, 0, 1, 1, v_c, p_g_shape1 - 1, p_g_shape1) && rok(p_g_shape1 * p_tt_offset0 + (i0 - p_tt_offset0) * p_g_shape1, Math.abs(p_g_shape1 * p_tt_offset0) + Math.abs((i0 - p_tt_offset0) * p_g_shape1), 1, 1, v_c, p_g_shape1 - 1, a_g.length)) {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + a_g[((Math.imul(i0, p_g_shape1) + v_c) | 0)]);
        }
      } else {
        for (; (v_c < p_g_shape1); v_c = ((v_c + 1) | 0)) {
          v_acc = Math.fround(v_acc + ld(a_g, ((Math.imul(i0, p_g_shape1) + ck(v_c, p_g_shape1, 1)) | 0), 2));
        }
      }
      a_s[i0] = v_acc;
      a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] = Math.fround(a_g[((Math.imul(i0, p_g_shape1) + 0) | 0)] * 2);
      st(a_v, ((Math.imul(((Math.imul(ck(irem_i32(i0, p_v_shape0), p_v_shape0, 8), p_v_shape1) + 0) | 0), p_v_shape2) + ck(irem_i32(i0, p_v_shape2), p_v_shape2, 10)) | 0), i0, 11);
      at_add(a_h, ck(((Math.imul(ck(irem_i32(i0, 2), p_h_shape0, 12), p_h_shape1) + ck(irem_i32(i0, p_h_shape1), p_h_shape1, 13)) | 0), a_h.length, 14), 1);
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_g, a_s, a_v, a_h, p_g_shape0, p_g_shape1, p_v_shape0, p_v_shape1, p_v_shape2, p_h_shape0, p_h_shape1, p_tt_offset0);
};