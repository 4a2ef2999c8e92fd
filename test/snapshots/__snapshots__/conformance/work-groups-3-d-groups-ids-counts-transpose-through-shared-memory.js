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
return function kernel_kernel(n0, n1, n2, a_out, a_ids) {
  const tt_one = n0 === 1 && n1 === 1 && n2 === 1;
  const a_sh_t = new Int32Array(24);
  for (let i0 = 0; i0 < n0; i0++) {
    for (let i1 = 0; i1 < n1; i1++) {
      item: for (let i2 = 0; i2 < n2; i2++) {
        let v_a = 0, v_b = 0, v_c = 0, v_flat = 0, v_wi_l0 = 0, v_wi_l1 = 0, v_wi_l2 = 0;
        v_wi_l0 = 0;
        for (; (v_wi_l0 < 2); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
          v_wi_l1 = 0;
          for (; (v_wi_l1 < 3); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_wi_l2 = 0;
            for (; (v_wi_l2 < 4); v_wi_l2 = ((v_wi_l2 + 1) | 0)) {
              v_a = v_wi_l0;
              v_b = v_wi_l1;
              v_c = v_wi_l2;
              a_sh_t[((Math.imul(((Math.imul(v_a, 3) + v_b) | 0), 4) + v_c) | 0)] = ((((Math.imul(((Math.imul(i0, 2) + v_wi_l0) | 0), 10000) + Math.imul(((Math.imul(i1, 3) + v_wi_l1) | 0), 100)) | 0) + ((Math.imul(i2, 4) + v_wi_l2) | 0)) | 0);
            }
          }
        }
        v_wi_l0 = 0;
        for (; (v_wi_l0 < 2); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
          v_wi_l1 = 0;
          for (; (v_wi_l1 < 3); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_wi_l2 = 0;
            if (rok(48 * v_wi_l0 + 8 * v_wi_l1 + 96 * i0 + 24 * i1 + 4 * i2, Math.abs(48 * v_wi_l0) + Math.abs(8 * v_wi_l1) + Math.abs(96 * i0) + Math.abs(24 * i1) + Math.abs(4 * i2), 1, 1, v_wi_l2, 4 - 1, a_out.length) && rok(48 * v_wi_l0 + 8 * v_wi_l1 + 96 * i0 + 24 * i1 + 4 * i2, Math.abs(48 * v_wi_l0) + Math.abs(8 * v_wi_l1) + Math.abs(96 * i0) + Math.abs(24 * i1) + Math.abs(4 * i2), 1, 1, v_wi_l2, 4 - 1, a_ids.length)) {
              for (; (v_wi_l2 < 4); v_wi_l2 = ((v_wi_l2 + 1) | 0)) {
                v_flat = ((Math.imul(((Math.imul(((Math.imul(i0, 2) + v_wi_l0) | 0), 6) + ((Math.imul(i1, 3) + v_wi_l1) | 0)) | 0), 8) + ((Math.imul(i2, 4) + v_wi_l2) | 0)) | 0);
                a_out[v_flat] = a_sh_t[((Math.imul(((Math.imul(((1 - v_wi_l0) | 0), 3) + ((2 - v_wi_l1) | 0)) | 0), 4) + ((3 - v_wi_l2) | 0)) | 0)];
                a_ids[v_flat] = ((((((((((Math.imul(i0, 1000000) + Math.imul(i1, 10000)) | 0) + Math.imul(i2, 100)) | 0) + Math.imul(n0, 10)) | 0) + n1) | 0) + Math.imul(n2, 4)) | 0);
              }
            } else {
              for (; (v_wi_l2 < 4); v_wi_l2 = ((v_wi_l2 + 1) | 0)) {
                v_flat = ((Math.imul(((Math.imul(((Math.imul(i0, 2) + v_wi_l0) | 0), 6) + ((Math.imul(i1, 3) + v_wi_l1) | 0)) | 0), 8) + ((Math.imul(i2, 4) + v_wi_l2) | 0)) | 0);
                st(a_out, v_flat, a_sh_t[((Math.imul(((Math.imul(((1 - v_wi_l0) | 0), 3) + ((2 - v_wi_l1) | 0)) | 0), 4) + ((3 - v_wi_l2) | 0)) | 0)], 2);
                st(a_ids, v_flat, ((((((((((Math.imul(i0, 1000000) + Math.imul(i1, 10000)) | 0) + Math.imul(i2, 100)) | 0) + Math.imul(n0, 10)) | 0) + n1) | 0) + Math.imul(n2, 4)) | 0), 3);
              }
            }
          }
        }
        if (tt_one) return;
      }
    }
  }
};