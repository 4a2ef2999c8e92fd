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
return function kernel_kernel(n0, n1, n2, a_data, a_hist) {
  const tt_one = n0 === 1;
  const a_sh_h = new Uint32Array(8);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_l = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    if (rok(0, 0, 1, 1, v_wi_l0, 32 - 1, a_sh_h.length)) {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_l = v_wi_l0;
        if ((v_l < 8)) {
          at_store(a_sh_h, v_l, 0);
        }
      }
    } else {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_l = v_wi_l0;
        if ((v_l < 8)) {
          at_store(a_sh_h, ck(v_l, a_sh_h.length, 0), 0);
        }
      }
    }
    v_wi_l0 = 0;
    if (rok(32 * i0, Math.abs(32 * i0), 1, 1, v_wi_l0, 32 - 1, a_data.length)) {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        at_add(a_sh_h, ck(((((a_data[((Math.imul(i0, 32) + v_wi_l0) | 0)] & 7) >>> 0)) | 0), a_sh_h.length, 2), 1);
      }
    } else {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        at_add(a_sh_h, ck(((((ld(a_data, ((Math.imul(i0, 32) + v_wi_l0) | 0), 1) & 7) >>> 0)) | 0), a_sh_h.length, 2), 1);
      }
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 1, 1, v_wi_l0, 32 - 1, a_hist.length) && rok(0, 0, 1, 1, v_wi_l0, 32 - 1, a_sh_h.length)) {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 8)) {
          at_add(a_hist, v_wi_l0, at_load(a_sh_h, v_wi_l0));
        }
      }
    } else {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 8)) {
          at_add(a_hist, ck(v_wi_l0, a_hist.length, 4), at_load(a_sh_h, ck(v_wi_l0, a_sh_h.length, 3)));
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
return function kernel_kernel(n0, n1, n2, a_data, a_hist) {
  const tt_one = n0 === 1;
  const a_sh_h = new Uint32Array(8);
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_l = 0, v_wi_l0 = 0;
    v_wi_l0 = 0;
    if (rok(0, 0, 1, 1, v_wi_l0, 32 - 1, a_sh_h.length)) {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_l = v_wi_l0;
        if ((v_l < 8)) {
          at_store(a_sh_h, v_l, 0);
        }
      }
    } else {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        v_l = v_wi_l0;
        if ((v_l < 8)) {
          at_store(a_sh_h, ck(v_l, a_sh_h.length, 0), 0);
        }
      }
    }
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      at_add(a_sh_h, ck(((((a_data[((Math.imul(i0, 32) + v_wi_l0) | 0)] & 7) >>> 0)) | 0), a_sh_h.length, 2), 1);
    }
    v_wi_l0 = 0;
    if (rok(0, 0, 1, 1, v_wi_l0, 32 - 1, a_hist.length) && rok(0, 0, 1, 1, v_wi_l0, 32 - 1, a_sh_h.length)) {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 8)) {
          at_add(a_hist, v_wi_l0, at_load(a_sh_h, v_wi_l0));
        }
      }
    } else {
      for (; (v_wi_l0 < 32); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        if ((v_wi_l0 < 8)) {
          at_add(a_hist, ck(v_wi_l0, a_hist.length, 4), at_load(a_sh_h, ck(v_wi_l0, a_sh_h.length, 3)));
        }
      }
    }
    if (tt_one) return;
  }
};