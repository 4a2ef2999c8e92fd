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
return function kernel_kernel(n0, n1, n2, a_x, a_out, a_ids) {
  const tt_one = n0 === 1 && n1 === 1;
  const a_sg_in = new Uint32Array(64);
  const a_sg_out = new Uint32Array(64);
  const a_sg_in_1 = new Uint32Array(64);
  const a_sg_out_1 = new Uint32Array(2);
  for (let i0 = 0; i0 < n0; i0++) {
    item: for (let i1 = 0; i1 < n1; i1++) {
      let v_w = 0, v_v = 0, v_t_sg_value = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_acc = 0, v_t_sg_k = 0, v_t_sg_value_1 = 0, v_t_sg_lid_1 = 0, v_t_sg_result_1 = 0, v_t_sg_acc_1 = 0, v_t_sg_k_1 = 0, v_m = 0, v_wi_l0 = 0, v_wi_l1 = 0;
      v_w = 16;
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        if (rok(v_w * v_wi_l0 + 4 * i0 * v_w + 16 * i1, Math.abs(v_w * v_wi_l0) + Math.abs(4 * i0 * v_w) + Math.abs(16 * i1), 1, 1, v_wi_l1, 16 - 1, a_x.length)) {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_v = a_x[((Math.imul(((Math.imul(i0, 4) + v_wi_l0) | 0), v_w) + ((Math.imul(i1, 16) + v_wi_l1) | 0)) | 0)];
            v_t_sg_value = v_v;
            v_t_sg_lid = ((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0);
            a_sg_in[v_t_sg_lid] = v_t_sg_value;
          }
        } else {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_v = ld(a_x, ((Math.imul(((Math.imul(i0, 4) + v_wi_l0) | 0), v_w) + ((Math.imul(i1, 16) + v_wi_l1) | 0)) | 0), 0);
            v_t_sg_value = v_v;
            v_t_sg_lid = ((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0);
            a_sg_in[v_t_sg_lid] = v_t_sg_value;
          }
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        if (rok(512 * v_wi_l0, Math.abs(512 * v_wi_l0), 32, 32, v_wi_l1, 16 - 1, a_sg_in.length) && rok(512 * v_wi_l0, Math.abs(512 * v_wi_l0), 32, 32, v_wi_l1, 16 - 1, a_sg_out.length)) {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            if ((((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) < 2)) {
              v_t_sg_acc = a_sg_in[Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32)];
              a_sg_out[Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32)] = v_t_sg_acc;
              v_t_sg_k = 1;
              if (rok(512 * v_wi_l0 + 32 * v_wi_l1, Math.abs(512 * v_wi_l0) + Math.abs(32 * v_wi_l1), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length) && rok(512 * v_wi_l0 + 32 * v_wi_l1, Math.abs(512 * v_wi_l0) + Math.abs(32 * v_wi_l1), 1, 1, v_t_sg_k, 32 - 1, a_sg_out.length)) {
                for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
                  v_t_sg_acc = ((v_t_sg_acc + a_sg_in[((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0)]) >>> 0);
                  a_sg_out[((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0)] = v_t_sg_acc;
                }
              } else {
                for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
                  v_t_sg_acc = ((v_t_sg_acc + ld(a_sg_in, ((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0), 2)) >>> 0);
                  st(a_sg_out, ((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0), v_t_sg_acc, 3);
                }
              }
            }
          }
        } else {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            if ((((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) < 2)) {
              v_t_sg_acc = ld(a_sg_in, Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32), 4);
              st(a_sg_out, Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32), v_t_sg_acc, 5);
              v_t_sg_k = 1;
              if (rok(512 * v_wi_l0 + 32 * v_wi_l1, Math.abs(512 * v_wi_l0) + Math.abs(32 * v_wi_l1), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length) && rok(512 * v_wi_l0 + 32 * v_wi_l1, Math.abs(512 * v_wi_l0) + Math.abs(32 * v_wi_l1), 1, 1, v_t_sg_k, 32 - 1, a_sg_out.length)) {
                for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
                  v_t_sg_acc = ((v_t_sg_acc + a_sg_in[((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0)]) >>> 0);
                  a_sg_out[((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0)] = v_t_sg_acc;
                }
              } else {
                for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
                  v_t_sg_acc = ((v_t_sg_acc + ld(a_sg_in, ((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0), 2)) >>> 0);
                  st(a_sg_out, ((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k) | 0), v_t_sg_acc, 3);
                }
              }
            }
          }
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
          v_t_sg_result = a_sg_out[((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0)];
          v_t_sg_value_1 = v_t_sg_result;
          v_t_sg_lid_1 = ((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0);
          a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        if (rok(512 * v_wi_l0, Math.abs(512 * v_wi_l0), 32, 32, v_wi_l1, 16 - 1, a_sg_in_1.length) && rok(16 * v_wi_l0, Math.abs(16 * v_wi_l0), 1, 1, v_wi_l1, 16 - 1, a_sg_out_1.length)) {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            if ((((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) < 2)) {
              v_t_sg_acc_1 = a_sg_in_1[Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32)];
              v_t_sg_k_1 = 1;
              if (rok(512 * v_wi_l0 + 32 * v_wi_l1, Math.abs(512 * v_wi_l0) + Math.abs(32 * v_wi_l1), 1, 1, v_t_sg_k_1, 32 - 1, a_sg_in_1.length)) {
                for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
                  v_t_sg_acc_1 = ((Math.max(v_t_sg_acc_1, a_sg_in_1[((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k_1) | 0)])) >>> 0);
                }
              } else {
                for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
                  v_t_sg_acc_1 = ((Math.max(v_t_sg_acc_1, ld(a_sg_in_1, ((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k_1) | 0), 8))) >>> 0);
                }
              }
              a_sg_out_1[((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0)] = v_t_sg_acc_1;
            }
          }
        } else {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            if ((((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) < 2)) {
              v_t_sg_acc_1 = ld(a_sg_in_1, Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32), 9);
              v_t_sg_k_1 = 1;
              if (rok(512 * v_wi_l0 + 32 * v_wi_l1, Math.abs(512 * v_wi_l0) + Math.abs(32 * v_wi_l1), 1, 1, v_t_sg_k_1, 32 - 1, a_sg_in_1.length)) {
                for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
                  v_t_sg_acc_1 = ((Math.max(v_t_sg_acc_1, a_sg_in_1[((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k_1) | 0)])) >>> 0);
                }
              } else {
                for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
                  v_t_sg_acc_1 = ((Math.max(v_t_sg_acc_1, ld(a_sg_in_1, ((Math.imul(((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), 32) + v_t_sg_k_1) | 0), 8))) >>> 0);
                }
              }
              st(a_sg_out_1, ((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0), v_t_sg_acc_1, 10);
            }
          }
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_wi_l1 = 0;
        if (rok(v_w * v_wi_l0 + 4 * i0 * v_w + 16 * i1, Math.abs(v_w * v_wi_l0) + Math.abs(4 * i0 * v_w) + Math.abs(16 * i1), 1, 1, v_wi_l1, 16 - 1, a_out.length) && rok(v_w * v_wi_l0 + 4 * i0 * v_w + 16 * i1, Math.abs(v_w * v_wi_l0) + Math.abs(4 * i0 * v_w) + Math.abs(16 * i1), 1, 1, v_wi_l1, 16 - 1, a_ids.length)) {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_t_sg_result_1 = ld(a_sg_out_1, (((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) >> 5), 11);
            v_m = v_t_sg_result_1;
            a_out[((Math.imul(((Math.imul(i0, 4) + v_wi_l0) | 0), v_w) + ((Math.imul(i1, 16) + v_wi_l1) | 0)) | 0)] = v_m;
            a_ids[((Math.imul(((Math.imul(i0, 4) + v_wi_l0) | 0), v_w) + ((Math.imul(i1, 16) + v_wi_l1) | 0)) | 0)] = ((((Math.imul((((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) >> 5), 100) + (((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) & 31)) | 0)) >>> 0);
          }
        } else {
          for (; (v_wi_l1 < 16); v_wi_l1 = ((v_wi_l1 + 1) | 0)) {
            v_t_sg_result_1 = ld(a_sg_out_1, (((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) >> 5), 11);
            v_m = v_t_sg_result_1;
            st(a_out, ((Math.imul(((Math.imul(i0, 4) + v_wi_l0) | 0), v_w) + ((Math.imul(i1, 16) + v_wi_l1) | 0)) | 0), v_m, 12);
            st(a_ids, ((Math.imul(((Math.imul(i0, 4) + v_wi_l0) | 0), v_w) + ((Math.imul(i1, 16) + v_wi_l1) | 0)) | 0), ((((Math.imul((((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) >> 5), 100) + (((Math.imul(v_wi_l0, 16) + v_wi_l1) | 0) & 31)) | 0)) >>> 0), 13);
          }
        }
      }
      if (tt_one) return;
    }
  }
};