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
return function kernel_kernel(n0, n1, n2, a_x, a_b, a_s, p_lane) {
  const tt_one = n0 === 1;
  p_lane = p_lane | 0;
  const a_sg_in = new Float32Array(64);
  const a_sg_in_1 = new Float32Array(64);
  const a_wi_t_sg_value = new Float32Array(64);
  const a_wi_t_sg_result = new Float32Array(64);
  const a_wi_t_sg_result_1 = new Float32Array(64);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_t_sg_value = 0, v_t_sg_lane = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_value_1 = 0, v_t_sg_lane_1 = 0, v_t_sg_lid_1 = 0, v_t_sg_result_1 = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      a_wi_t_sg_value[v_wi_l0] = 0;
      a_wi_t_sg_result[v_wi_l0] = 0;
      a_wi_t_sg_result_1[v_wi_l0] = 0;
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_x.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_value = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
        a_wi_t_sg_value[v_wi_l0] = v_t_sg_value;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_value = ld(a_x, ((Math.imul(i0, 64) + v_wi_l0) | 0), 0);
        a_wi_t_sg_value[v_wi_l0] = v_t_sg_value;
      }
    }
    v_t_sg_lane = p_lane;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_value = a_wi_t_sg_value[v_wi_l0];
      v_t_sg_lid = v_wi_l0;
      a_sg_in[v_t_sg_lid] = v_t_sg_value;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result = ld(a_sg_in, ((Math.imul((v_wi_l0 >> 5), 32) + (v_t_sg_lane & 31)) | 0), 2);
      a_wi_t_sg_result[v_wi_l0] = v_t_sg_result;
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_b.length) && rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_x.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_result = a_wi_t_sg_result[v_wi_l0];
        a_b[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result;
        v_t_sg_value_1 = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
        v_t_sg_lane_1 = ((37 - (v_wi_l0 & 31)) | 0);
        v_t_sg_lid_1 = v_wi_l0;
        a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_result = a_wi_t_sg_result[v_wi_l0];
        st(a_b, ((Math.imul(i0, 64) + v_wi_l0) | 0), v_t_sg_result, 3);
        v_t_sg_value_1 = ld(a_x, ((Math.imul(i0, 64) + v_wi_l0) | 0), 4);
        v_t_sg_lane_1 = ((37 - (v_wi_l0 & 31)) | 0);
        v_t_sg_lid_1 = v_wi_l0;
        a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result_1 = ld(a_sg_in_1, ((Math.imul((v_wi_l0 >> 5), 32) + (((37 - (v_wi_l0 & 31)) | 0) & 31)) | 0), 6);
      a_wi_t_sg_result_1[v_wi_l0] = v_t_sg_result_1;
    }
    v_wi_l0 = 0;
    if (rok(64 * i0, Math.abs(64 * i0), 1, 1, v_wi_l0, 64 - 1, a_s.length)) {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_result_1 = a_wi_t_sg_result_1[v_wi_l0];
        a_s[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result_1;
      }
    } else {
      for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_t_sg_result_1 = a_wi_t_sg_result_1[v_wi_l0];
        st(a_s, ((Math.imul(i0, 64) + v_wi_l0) | 0), v_t_sg_result_1, 7);
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
return function kernel_kernel(n0, n1, n2, a_x, a_b, a_s, p_lane) {
  const tt_one = n0 === 1;
  p_lane = p_lane | 0;
  const a_sg_in = new Float32Array(64);
  const a_sg_in_1 = new Float32Array(64);
  const a_wi_t_sg_value = new Float32Array(64);
  const a_wi_t_sg_result = new Float32Array(64);
  const a_wi_t_sg_result_1 = new Float32Array(64);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_t_sg_value = 0, v_t_sg_lane = 0, v_t_sg_lid = 0, v_t_sg_result = 0, v_t_sg_value_1 = 0, v_t_sg_lane_1 = 0, v_t_sg_lid_1 = 0, v_t_sg_result_1 = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      a_wi_t_sg_value[v_wi_l0] = 0;
      a_wi_t_sg_result[v_wi_l0] = 0;
      a_wi_t_sg_result_1[v_wi_l0] = 0;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_value = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
      a_wi_t_sg_value[v_wi_l0] = v_t_sg_value;
    }
    v_t_sg_lane = p_lane;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_value = a_wi_t_sg_value[v_wi_l0];
      v_t_sg_lid = v_wi_l0;
      a_sg_in[v_t_sg_lid] = v_t_sg_value;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result = ld(a_sg_in, ((Math.imul((v_wi_l0 >> 5), 32) + (v_t_sg_lane & 31)) | 0), 2);
      a_wi_t_sg_result[v_wi_l0] = v_t_sg_result;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result = a_wi_t_sg_result[v_wi_l0];
      a_b[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result;
      v_t_sg_value_1 = a_x[((Math.imul(i0, 64) + v_wi_l0) | 0)];
      v_t_sg_lane_1 = ((37 - (v_wi_l0 & 31)) | 0);
      v_t_sg_lid_1 = v_wi_l0;
      a_sg_in_1[v_t_sg_lid_1] = v_t_sg_value_1;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result_1 = ld(a_sg_in_1, ((Math.imul((v_wi_l0 >> 5), 32) + (((37 - (v_wi_l0 & 31)) | 0) & 31)) | 0), 6);
      a_wi_t_sg_result_1[v_wi_l0] = v_t_sg_result_1;
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 64); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      v_t_sg_result_1 = a_wi_t_sg_result_1[v_wi_l0];
      a_s[((Math.imul(i0, 64) + v_wi_l0) | 0)] = v_t_sg_result_1;
    }
    if (tt_one) return;
  }
};