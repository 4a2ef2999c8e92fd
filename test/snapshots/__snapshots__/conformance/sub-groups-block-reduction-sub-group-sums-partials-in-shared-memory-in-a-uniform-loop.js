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
return function kernel_kernel(n0, n1, n2, a_x, a_out, p_reps) {
  const tt_one = n0 === 1;
  p_reps = p_reps | 0;
  const a_sh_part = new Float32Array(8);
  const a_sg_in = new Float32Array(256);
  const a_sg_out = new Float32Array(8);
  const a_wi_total = new Float32Array(256);
  const a_wi_t_sg_lid = new Int32Array(256);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_total = 0, v_r = 0, v_t_sg_value = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_acc = 0, v_t_sg_k = 0, v_s = 0, v_t = 0, v_k = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      a_wi_total[v_wi_l0] = 0;
      a_wi_t_sg_lid[v_wi_l0] = 0;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_total = 0;
      a_wi_total[v_wi_l0] = v_total;
    }
    v_r = 0;
    for (; (v_r < p_reps); v_r = ((v_r + 1) | 0)) {
      v_wi_l0 = 0;
      if (rok(256 * i0, Math.abs(256 * i0), 1, 1, v_wi_l0, 256 - 1, a_x.length)) {
        for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
          v_t_sg_value = Math.fround(a_x[((Math.imul(i0, 256) + v_wi_l0) | 0)] * Math.fround(((v_r + 1) | 0)));
          v_t_sg_lid = v_wi_l0;
          a_sg_in[v_t_sg_lid] = v_t_sg_value;
          a_wi_t_sg_lid[v_wi_l0] = v_t_sg_lid;
        }
      } else {
        for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
          v_t_sg_value = Math.fround(ld(a_x, ((Math.imul(i0, 256) + v_wi_l0) | 0), 0) * Math.fround(((v_r + 1) | 0)));
          v_t_sg_lid = v_wi_l0;
          a_sg_in[v_t_sg_lid] = v_t_sg_value;
          a_wi_t_sg_lid[v_wi_l0] = v_t_sg_lid;
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_lid = a_wi_t_sg_lid[v_wi_l0];
        if ((v_t_sg_lid < 8)) {
          v_t_sg_acc = ld(a_sg_in, Math.imul(v_t_sg_lid, 32), 3);
          v_t_sg_k = 1;
          if (rok(32 * v_t_sg_lid, Math.abs(32 * v_t_sg_lid), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length)) {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + a_sg_in[((Math.imul(v_t_sg_lid, 32) + v_t_sg_k) | 0)]);
            }
          } else {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + ld(a_sg_in, ((Math.imul(v_t_sg_lid, 32) + v_t_sg_k) | 0), 2));
            }
          }
          st(a_sg_out, v_t_sg_lid, v_t_sg_acc, 4);
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_lid = a_wi_t_sg_lid[v_wi_l0];
        v_t_sg_result = ld(a_sg_out, (v_t_sg_lid >> 5), 5);
        v_s = v_t_sg_result;
        if (((v_wi_l0 & 31) === 0)) {
          st(a_sh_part, (v_wi_l0 >> 5), v_s, 6);
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_total = a_wi_total[v_wi_l0];
        if ((v_wi_l0 === 0)) {
          v_t = 0;
          v_k = 0;
          for (; (v_k < 8); v_k = ((v_k + 1) | 0)) {
            v_t = Math.fround(v_t + a_sh_part[v_k]);
          }
          v_total = Math.fround(v_total + v_t);
        }
        a_wi_total[v_wi_l0] = v_total;
      }
    }
    v_wi_l0 = 0;
    if (rok(i0, Math.abs(i0), 0, 0, v_wi_l0, 256 - 1, a_out.length)) {
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_total = a_wi_total[v_wi_l0];
        if ((v_wi_l0 === 0)) {
          a_out[i0] = Math.fround(v_total + 32000);
        }
      }
    } else {
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_total = a_wi_total[v_wi_l0];
        if ((v_wi_l0 === 0)) {
          st(a_out, i0, Math.fround(v_total + 32000), 8);
        }
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
return function kernel_kernel(n0, n1, n2, a_x, a_out, p_reps) {
  const tt_one = n0 === 1;
  p_reps = p_reps | 0;
  const a_sh_part = new Float32Array(8);
  const a_sg_in = new Float32Array(256);
  const a_sg_out = new Float32Array(8);
  const a_wi_total = new Float32Array(256);
  const a_wi_t_sg_lid = new Int32Array(256);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_total = 0, v_r = 0, v_t_sg_value = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_acc = 0, v_t_sg_k = 0, v_s = 0, v_t = 0, v_k = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      a_wi_total[v_wi_l0] = 0;
      a_wi_t_sg_lid[v_wi_l0] = 0;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_total = 0;
      a_wi_total[v_wi_l0] = v_total;
    }
    v_r = 0;
    for (; (v_r < p_reps); v_r = ((v_r + 1) | 0)) {
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_value = Math.fround(a_x[((Math.imul(i0, 256) + v_wi_l0) | 0)] * Math.fround(((v_r + 1) | 0)));
        v_t_sg_lid = v_wi_l0;
        a_sg_in[v_t_sg_lid] = v_t_sg_value;
        a_wi_t_sg_lid[v_wi_l0] = v_t_sg_lid;
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_lid = a_wi_t_sg_lid[v_wi_l0];
        if ((v_t_sg_lid < 8)) {
          v_t_sg_acc = ld(a_sg_in, Math.imul(v_t_sg_lid, 32), 3);
          v_t_sg_k = 1;
          if (rok(32 * v_t_sg_lid, Math.abs(32 * v_t_sg_lid), 1, 1, v_t_sg_k, 32 - 1, a_sg_in.length)) {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + a_sg_in[((Math.imul(v_t_sg_lid, 32) + v_t_sg_k) | 0)]);
            }
          } else {
            for (; (v_t_sg_k < 32); v_t_sg_k = ((v_t_sg_k + 1) | 0)) {
              v_t_sg_acc = Math.fround(v_t_sg_acc + ld(a_sg_in, ((Math.imul(v_t_sg_lid, 32) + v_t_sg_k) | 0), 2));
            }
          }
          st(a_sg_out, v_t_sg_lid, v_t_sg_acc, 4);
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_lid = a_wi_t_sg_lid[v_wi_l0];
        v_t_sg_result = ld(a_sg_out, (v_t_sg_lid >> 5), 5);
        v_s = v_t_sg_result;
        if (((v_wi_l0 & 31) === 0)) {
          st(a_sh_part, (v_wi_l0 >> 5), v_s, 6);
        }
      }
      v_wi_l0 = 0;
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_total = a_wi_total[v_wi_l0];
        if ((v_wi_l0 === 0)) {
          v_t = 0;
          v_k = 0;
          for (; (v_k < 8); v_k = ((v_k + 1) | 0)) {
            v_t = Math.fround(v_t + a_sh_part[v_k]);
          }
          v_total = Math.fround(v_total + v_t);
        }
        a_wi_total[v_wi_l0] = v_total;
      }
    }
    v_wi_l0 = 0;
    if (rok(i0, Math.abs(i0), 0, 0, v_wi_l0, 256 - 1, a_out.length)) {
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_total = a_wi_total[v_wi_l0];
        if ((v_wi_l0 === 0)) {
          a_out[i0] = Math.fround(v_total + 32000);
        }
      }
    } else {
      for (; (v_wi_l0 < 256); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_total = a_wi_total[v_wi_l0];
        if ((v_wi_l0 === 0)) {
          st(a_out, i0, Math.fround(v_total + 32000), 8);
        }
      }
    }
    if (tt_one) return;
  }
};