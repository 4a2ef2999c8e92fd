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
return function kernel_kernel(n0, n1, n2, a_x, a_sum, a_lo, a_hi) {
  const tt_one = n0 === 1;
  const a_sg_in = new Float32Array(64);
  const a_sg_out = new Float32Array(2);
  const a_sg_in_1 = new Float32Array(64);
  const a_sg_out_1 = new Float32Array(2);
  const a_sg_in_2 = new Float32Array(64);
  const a_sg_out_2 = new Float32Array(2);
  const a_wi_v = new Float32Array(64);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_v = 0, v_t_sg_value = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_acc = 0, v_t_sg_k = 0, v_t_sg_value_1 = 0, v_t_sg_lid_1 = 0, v_t_sg_result_1 = 0, v_t_sg_acc_1 = 0, v_t_sg_k_1 = 0, v_t_sg_value_2 = 0, v_t_sg_lid_2 = 0, v_t_sg_result_2 = 0, v_t_sg_acc_2 = 0, v_t_sg_k_2 = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      a_wi_v[v_wi_l0] = 0;
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_x.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_v = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
        v_t_sg_value = v_v;
        v_t_sg_lid = v_wi_l0;
        a_sg_in[v_t_sg_lid] = v_t_sg_value;
        a_wi_v[v_wi_l0] = v_v;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_v = ld(a_x, ((Math.imul(i0, 64) + v_wi_l0) | 0), 0);
        v_t_sg_value = v_v;
        v_t_sg_lid = v_wi_l0;
        a_sg_in[v_t_sg_lid] = v_t_sg_value;
        a_wi_v[v_wi_l0] = v_v;
      }
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 32, 32, v_wi_l0, 64 - 1, a_sg_in.length) && rok(0, 0, 1, 1, v_wi_l0, 64 - 1, a_sg_out.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc = a_sg_in[Math.imul(v_wi_l0, 32)];
          v_t_sg_k = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length)) {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + a_sg_in[((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0)]);
            }
          } else {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + ld(a_sg_in, ((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0), 2));
            }
          }
          a_sg_out[v_wi_l0] = v_t_sg_acc;
        }
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc = ld(a_sg_in, Math.imul(v_wi_l0, 32), 3);
          v_t_sg_k = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length)) {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + a_sg_in[((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0)]);
            }
          } else {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + ld(a_sg_in, ((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0), 2));
            }
          }
          st(a_sg_out, v_wi_l0, v_t_sg_acc, 4);
        }
      }
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_sum.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_v = a_wi_v[v_wi_l0];
        v_t_sg_result = ld(a_sg_out, (v_wi_l0 >> 5), 5);
        a_sum[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result;
        v_t_sg_value_1 = v_v;
        v_t_sg_lid_1 = v_wi_l0;
        a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_v = a_wi_v[v_wi_l0];
        v_t_sg_result = ld(a_sg_out, (v_wi_l0 >> 5), 5);
        st(a_sum, ((Math.imul(i0, 64) + v_wi_l0) | 0), v_t_sg_result, 6);
        v_t_sg_value_1 = v_v;
        v_t_sg_lid_1 = v_wi_l0;
        a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
      }
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 32, 32, v_wi_l0, 64 - 1, a_sg_in_1.length) && rok(0, 0, 1, 1, v_wi_l0, 64 - 1, a_sg_out_1.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_1 = a_sg_in_1[Math.imul(v_wi_l0, 32)];
          v_t_sg_k_1 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_1, 32 - 1, a_sg_in_1.length)) {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, a_sg_in_1[((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, ld(a_sg_in_1, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0), 8));
            }
          }
          a_sg_out_1[v_wi_l0] = v_t_sg_acc_1;
        }
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_1 = ld(a_sg_in_1, Math.imul(v_wi_l0, 32), 9);
          v_t_sg_k_1 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_1, 32 - 1, a_sg_in_1.length)) {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, a_sg_in_1[((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, ld(a_sg_in_1, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0), 8));
            }
          }
          st(a_sg_out_1, v_wi_l0, v_t_sg_acc_1, 10);
        }
      }
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_lo.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_v = a_wi_v[v_wi_l0];
        v_t_sg_result_1 = ld(a_sg_out_1, (v_wi_l0 >> 5), 11);
        a_lo[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result_1;
        v_t_sg_value_2 = Math.fround(v_v * 2);
        v_t_sg_lid_2 = v_wi_l0;
        a_sg_in_2[v_t_sg_lid_2] = v_t_sg_value_2;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_v = a_wi_v[v_wi_l0];
        v_t_sg_result_1 = ld(a_sg_out_1, (v_wi_l0 >> 5), 11);
        st(a_lo, ((Math.imul(i0, 64) + v_wi_l0) | 0), v_t_sg_result_1, 12);
        v_t_sg_value_2 = Math.fround(v_v * 2);
        v_t_sg_lid_2 = v_wi_l0;
        a_sg_in_2[v_t_sg_lid_2] = v_t_sg_value_2;
      }
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 32, 32, v_wi_l0, 64 - 1, a_sg_in_2.length) && rok(0, 0, 1, 1, v_wi_l0, 64 - 1, a_sg_out_2.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_2 = a_sg_in_2[Math.imul(v_wi_l0, 32)];
          v_t_sg_k_2 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_2, 32 - 1, a_sg_in_2.length)) {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, a_sg_in_2[((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, ld(a_sg_in_2, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0), 14));
            }
          }
          a_sg_out_2[v_wi_l0] = v_t_sg_acc_2;
        }
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_2 = ld(a_sg_in_2, Math.imul(v_wi_l0, 32), 15);
          v_t_sg_k_2 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_2, 32 - 1, a_sg_in_2.length)) {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, a_sg_in_2[((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, ld(a_sg_in_2, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0), 14));
            }
          }
          st(a_sg_out_2, v_wi_l0, v_t_sg_acc_2, 16);
        }
      }
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_hi.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_result_2 = ld(a_sg_out_2, (v_wi_l0 >> 5), 17);
        a_hi[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result_2;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_result_2 = ld(a_sg_out_2, (v_wi_l0 >> 5), 17);
        st(a_hi, ((Math.imul(i0, 64) + v_wi_l0) | 0), v_t_sg_result_2, 18);
      }
    }
    if (tt_one) return;
  }
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
return function kernel_kernel(n0, n1, n2, a_x, a_sum, a_lo, a_hi) {
  const tt_one = n0 === 1;
  const a_sg_in = new Float32Array(64);
  const a_sg_out = new Float32Array(2);
  const a_sg_in_1 = new Float32Array(64);
  const a_sg_out_1 = new Float32Array(2);
  const a_sg_in_2 = new Float32Array(64);
  const a_sg_out_2 = new Float32Array(2);
  const a_wi_v = new Float32Array(64);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_v = 0, v_t_sg_value = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_acc = 0, v_t_sg_k = 0, v_t_sg_value_1 = 0, v_t_sg_lid_1 = 0, v_t_sg_result_1 = 0, v_t_sg_acc_1 = 0, v_t_sg_k_1 = 0, v_t_sg_value_2 = 0, v_t_sg_lid_2 = 0, v_t_sg_result_2 = 0, v_t_sg_acc_2 = 0, v_t_sg_k_2 = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      a_wi_v[v_wi_l0] = 0;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_v = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
      v_t_sg_value = v_v;
      v_t_sg_lid = v_wi_l0;
      a_sg_in[v_t_sg_lid] = v_t_sg_value;
      a_wi_v[v_wi_l0] = v_v;
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 32, 32, v_wi_l0, 64 - 1, a_sg_in.length) && rok(0, 0, 1, 1, v_wi_l0, 64 - 1, a_sg_out.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc = a_sg_in[Math.imul(v_wi_l0, 32)];
          v_t_sg_k = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length)) {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + a_sg_in[((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0)]);
            }
          } else {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + ld(a_sg_in, ((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0), 2));
            }
          }
          a_sg_out[v_wi_l0] = v_t_sg_acc;
        }
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc = ld(a_sg_in, Math.imul(v_wi_l0, 32), 3);
          v_t_sg_k = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length)) {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + a_sg_in[((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0)]);
            }
          } else {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + ld(a_sg_in, ((Math.imul(v_wi_l0, 32) + v_t_sg_k) | 0), 2));
            }
          }
          st(a_sg_out, v_wi_l0, v_t_sg_acc, 4);
        }
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_v = a_wi_v[v_wi_l0];
      v_t_sg_result = ld(a_sg_out, (v_wi_l0 >> 5), 5);
      a_sum[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result;
      v_t_sg_value_1 = v_v;
      v_t_sg_lid_1 = v_wi_l0;
      a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 32, 32, v_wi_l0, 64 - 1, a_sg_in_1.length) && rok(0, 0, 1, 1, v_wi_l0, 64 - 1, a_sg_out_1.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_1 = a_sg_in_1[Math.imul(v_wi_l0, 32)];
          v_t_sg_k_1 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_1, 32 - 1, a_sg_in_1.length)) {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, a_sg_in_1[((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, ld(a_sg_in_1, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0), 8));
            }
          }
          a_sg_out_1[v_wi_l0] = v_t_sg_acc_1;
        }
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_1 = ld(a_sg_in_1, Math.imul(v_wi_l0, 32), 9);
          v_t_sg_k_1 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_1, 32 - 1, a_sg_in_1.length)) {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, a_sg_in_1[((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_1 < 32); v_t_sg_k_1 = ((v_t_sg_k_1 + 1) | 0)) {
              v_t_sg_acc_1 = Math.min(v_t_sg_acc_1, ld(a_sg_in_1, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_1) | 0), 8));
            }
          }
          st(a_sg_out_1, v_wi_l0, v_t_sg_acc_1, 10);
        }
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_v = a_wi_v[v_wi_l0];
      v_t_sg_result_1 = ld(a_sg_out_1, (v_wi_l0 >> 5), 11);
      a_lo[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result_1;
      v_t_sg_value_2 = Math.fround(v_v * 2);
      v_t_sg_lid_2 = v_wi_l0;
      a_sg_in_2[v_t_sg_lid_2] = v_t_sg_value_2;
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 32, 32, v_wi_l0, 64 - 1, a_sg_in_2.length) && rok(0, 0, 1, 1, v_wi_l0, 64 - 1, a_sg_out_2.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_2 = a_sg_in_2[Math.imul(v_wi_l0, 32)];
          v_t_sg_k_2 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_2, 32 - 1, a_sg_in_2.length)) {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, a_sg_in_2[((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, ld(a_sg_in_2, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0), 14));
            }
          }
          a_sg_out_2[v_wi_l0] = v_t_sg_acc_2;
        }
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 2)) {
          v_t_sg_acc_2 = ld(a_sg_in_2, Math.imul(v_wi_l0, 32), 15);
          v_t_sg_k_2 = 1;
          if (rok(32 * v_wi_l0, Math.abs(32 * v_wi_l0), 1, 1, v_t_sg_k_2, 32 - 1, a_sg_in_2.length)) {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, a_sg_in_2[((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0)]);
            }
          } else {
            for (; (v_t_sg_k_2 < 32); v_t_sg_k_2 = ((v_t_sg_k_2 + 1) | 0)) {
              v_t_sg_acc_2 = Math.max(v_t_sg_acc_2, ld(a_sg_in_2, ((Math.imul(v_wi_l0, 32) + v_t_sg_k_2) | 0), 14));
            }
          }
          st(a_sg_out_2, v_wi_l0, v_t_sg_acc_2, 16);
        }
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result_2 = ld(a_sg_out_2, (v_wi_l0 >> 5), 17);
      a_hi[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result_2;
    }
    if (tt_one) return;
  }
};