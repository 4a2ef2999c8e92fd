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
return function kernel_kernel(n0, n1, n2, a_y) {
  const tt_one = n0 === 1;
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_odd = false, v_wi_l0 = 0;
    v_wi_l0 = 0;
    if (rok(4 * i0, Math.abs(4 * i0), 1, 1, v_wi_l0, 4 - 1, a_y.length)) {
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        do {
          v_odd = ((v_wi_l0 & 1) === 1);
          if (v_odd) {
            a_y[((Math.imul(i0, 4) + v_wi_l0) | 0)] = i0;
            break;
          }
          a_y[((Math.imul(i0, 4) + v_wi_l0) | 0)] = ((-v_wi_l0) | 0);
        } while (false);
      }
    } else {
      for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
        do {
          v_odd = ((v_wi_l0 & 1) === 1);
          if (v_odd) {
            st(a_y, ((Math.imul(i0, 4) + v_wi_l0) | 0), i0, 0);
            break;
          }
          st(a_y, ((Math.imul(i0, 4) + v_wi_l0) | 0), ((-v_wi_l0) | 0), 1);
        } while (false);
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
return function kernel_kernel(n0, n1, n2, a_y) {
  const tt_one = n0 === 1;
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_odd = false, v_wi_l0 = 0;
    v_wi_l0 = 0;
    for (; (v_wi_l0 < 4); v_wi_l0 = ((v_wi_l0 + 1) | 0)) {
      do {
        v_odd = ((v_wi_l0 & 1) === 1);
        if (v_odd) {
          a_y[((Math.imul(i0, 4) + v_wi_l0) | 0)] = i0;
          break;
        }
        a_y[((Math.imul(i0, 4) + v_wi_l0) | 0)] = ((-v_wi_l0) | 0);
      } while (false);
    }
    if (tt_one) return;
  }
};