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
return function kernel_kernel(n0, n1, n2, a_A, a_B, a_C, p_n) {
  const tt_one = n0 === 1 && n1 === 1;
  p_n = p_n | 0;
  const a_sh_As = new Float32Array(64);
  const a_sh_Bs = new Float32Array(64);
  const a_wi_acc = new Float32Array(64);
  const h0 = Math.fround(Math.fround(p_n) / 8);
  for (let i0 = 0; i0 < n0; i0++) {
    item: for (let i1 = 0; i1 < n1; i1++) {
      let v_li = 0, v_lj = 0, v_acc = 0, v_t = 0, v_k = 0, v_wi_l0 = 0, v_wi_l1 = 0, v_acc_j1 = 0, v_acc_j2 = 0, v_acc_j3 = 0, v_acc_j4 = 0, v_acc_j5 = 0, v_acc_j6 = 0, v_acc_j7 = 0;
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 8); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
          a_wi_acc[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = 0;
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 8); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
          v_li = v_wi_l0;
          v_lj = v_wi_l1;
          v_acc = 0;
          a_wi_acc[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = v_acc;
        }
      }
      v_t = 0;
      for (; (Math.fround(v_t) < h0); v_t = ((v_t + 1) | 0)) {
        v_wi_l0 = 0;
        for (; (v_wi_l0 < 8); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
          v_wi_l1 = 0;
          if (rok(p_n * v_wi_l0 + 8 * v_t + 8 * i0 * p_n, Math.abs(p_n * v_wi_l0) + Math.abs(8 * v_t) + Math.abs(8 * i0 * p_n), 1, 1, v_wi_l1, 8 - 1, a_A.length) && rok(8 * p_n * v_t + p_n * v_wi_l0 + 8 * i1, Math.abs(8 * p_n * v_t) + Math.abs(p_n * v_wi_l0) + Math.abs(8 * i1), 1, 1, v_wi_l1, 8 - 1, a_B.length)) {
            for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
              a_sh_As[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = a_A[((((Math.imul(((Math.imul(i0, 8) + v_wi_l0) | 0), p_n) + Math.imul(v_t, 8)) | 0) + v_wi_l1) | 0)];
              a_sh_Bs[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = a_B[((Math.imul(((Math.imul(v_t, 8) + v_wi_l0) | 0), p_n) + ((Math.imul(i1, 8) + v_wi_l1) | 0)) | 0)];
            }
          } else {
            for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
              a_sh_As[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = ld(a_A, ((((Math.imul(((Math.imul(i0, 8) + v_wi_l0) | 0), p_n) + Math.imul(v_t, 8)) | 0) + v_wi_l1) | 0), 0);
              a_sh_Bs[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = ld(a_B, ((Math.imul(((Math.imul(v_t, 8) + v_wi_l0) | 0), p_n) + ((Math.imul(i1, 8) + v_wi_l1) | 0)) | 0), 2);
            }
          }
        }
        v_wi_l0 = 0;
        for (; (v_wi_l0 < 8); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
          v_wi_l1 = 0;
          for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 8) | 0)) {
            v_acc = a_wi_acc[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)];
            v_acc_j1 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 1) | 0)) | 0)];
            v_acc_j2 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 2) | 0)) | 0)];
            v_acc_j3 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 3) | 0)) | 0)];
            v_acc_j4 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 4) | 0)) | 0)];
            v_acc_j5 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 5) | 0)) | 0)];
            v_acc_j6 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 6) | 0)) | 0)];
            v_acc_j7 = a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 7) | 0)) | 0)];
            v_k = 0;
            for (; (v_k < 8); v_k = ((v_k + 1) | 0)) {
              v_acc = Math.fround(v_acc + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + v_wi_l1) | 0)]));
              v_acc_j1 = Math.fround(v_acc_j1 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 1) | 0)) | 0)]));
              v_acc_j2 = Math.fround(v_acc_j2 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 2) | 0)) | 0)]));
              v_acc_j3 = Math.fround(v_acc_j3 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 3) | 0)) | 0)]));
              v_acc_j4 = Math.fround(v_acc_j4 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 4) | 0)) | 0)]));
              v_acc_j5 = Math.fround(v_acc_j5 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 5) | 0)) | 0)]));
              v_acc_j6 = Math.fround(v_acc_j6 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 6) | 0)) | 0)]));
              v_acc_j7 = Math.fround(v_acc_j7 + Math.fround(a_sh_As[((Math.imul(v_wi_l0, 8) + v_k) | 0)] * a_sh_Bs[((Math.imul(v_k, 8) + ((v_wi_l1 + 7) | 0)) | 0)]));
            }
            a_wi_acc[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)] = v_acc;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 1) | 0)) | 0)] = v_acc_j1;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 2) | 0)) | 0)] = v_acc_j2;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 3) | 0)) | 0)] = v_acc_j3;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 4) | 0)) | 0)] = v_acc_j4;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 5) | 0)) | 0)] = v_acc_j5;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 6) | 0)) | 0)] = v_acc_j6;
            a_wi_acc[((Math.imul(v_wi_l0, 8) + ((v_wi_l1 + 7) | 0)) | 0)] = v_acc_j7;
          }
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 8); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        if (rok(p_n * v_wi_l0 + 8 * i0 * p_n + 8 * i1, Math.abs(p_n * v_wi_l0) + Math.abs(8 * i0 * p_n) + Math.abs(8 * i1), 1, 1, v_wi_l1, 8 - 1, a_C.length)) {
          for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_acc = a_wi_acc[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)];
            a_C[((Math.imul(((Math.imul(i0, 8) + v_wi_l0) | 0), p_n) + ((Math.imul(i1, 8) + v_wi_l1) | 0)) | 0)] = v_acc;
          }
        } else {
          for (; (v_wi_l1 < 8); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_acc = a_wi_acc[((Math.imul(v_wi_l0, 8) + v_wi_l1) | 0)];
            st(a_C, ((Math.imul(((Math.imul(i0, 8) + v_wi_l0) | 0), p_n) + ((Math.imul(i1, 8) + v_wi_l1) | 0)) | 0), v_acc, 6);
          }
        }
      }
      if (tt_one) return;
    }
  }
};