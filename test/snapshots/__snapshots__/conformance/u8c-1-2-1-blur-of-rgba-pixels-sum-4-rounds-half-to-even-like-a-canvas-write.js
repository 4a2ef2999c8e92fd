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
return function kernel_kernel(n0, n1, n2, a_src, a_dst, p_w) {
  const tt_one = n0 === 1 && n1 === 1;
  p_w = p_w | 0;
  const h0 = ((p_w - 1) | 0);
  for (let i0 = 0; i0 < n0; i0++) {
    item: for (let i1 = 0; i1 < n1; i1++) {
      let v_c = 0, v_l = 0, v_m = 0, v_r = 0;
      v_c = 0;
      if (rok(4 * i0 * p_w + 4 * i1, Math.abs(4 * i0 * p_w) + Math.abs(4 * i1), 1, 1, v_c, 4 - 1, a_src.length) && rok(4 * i0 * p_w + 4 * i1, Math.abs(4 * i0 * p_w) + Math.abs(4 * i1), 1, 1, v_c, 4 - 1, a_dst.length)) {
        for (; (v_c < 4); v_c = ((v_c + 1) | 0)) {
          v_l = ld(a_src, ((Math.imul(((Math.imul(i0, p_w) + ((Math.max(((i1 - 1) | 0), 0)) | 0)) | 0), 4) + v_c) | 0), 0);
          v_m = a_src[((Math.imul(((Math.imul(i0, p_w) + i1) | 0), 4) + v_c) | 0)];
          v_r = ld(a_src, ((Math.imul(((Math.imul(i0, p_w) + ((Math.min(((i1 + 1) | 0), h0)) | 0)) | 0), 4) + v_c) | 0), 2);
          a_dst[((Math.imul(((Math.imul(i0, p_w) + i1) | 0), 4) + v_c) | 0)] = Math.fround(Math.fround(((((v_l + Math.imul(2, v_m)) | 0) + v_r) | 0)) / 4);
        }
      } else {
        for (; (v_c < 4); v_c = ((v_c + 1) | 0)) {
          v_l = ld(a_src, ((Math.imul(((Math.imul(i0, p_w) + ((Math.max(((i1 - 1) | 0), 0)) | 0)) | 0), 4) + v_c) | 0), 0);
          v_m = ld(a_src, ((Math.imul(((Math.imul(i0, p_w) + i1) | 0), 4) + v_c) | 0), 1);
          v_r = ld(a_src, ((Math.imul(((Math.imul(i0, p_w) + ((Math.min(((i1 + 1) | 0), h0)) | 0)) | 0), 4) + v_c) | 0), 2);
          st(a_dst, ((Math.imul(((Math.imul(i0, p_w) + i1) | 0), 4) + v_c) | 0), Math.fround(Math.fround(((((v_l + Math.imul(2, v_m)) | 0) + v_r) | 0)) / 4), 3);
        }
      }
      if (tt_one) return;
    }
  }
};