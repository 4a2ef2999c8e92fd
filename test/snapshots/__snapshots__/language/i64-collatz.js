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
function tt_fallback(n0, n1, n2, a_start, a_steps, a_peak) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, a_start.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_steps.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_peak.length)) {
      const m0 = (a_start.buffer !== a_steps.buffer || a_start.byteOffset + a_start.byteLength <= a_steps.byteOffset || a_steps.byteOffset + a_steps.byteLength <= a_start.byteOffset) && (a_start.buffer !== a_peak.buffer || a_start.byteOffset + a_start.byteLength <= a_peak.byteOffset || a_peak.byteOffset + a_peak.byteLength <= a_start.byteOffset) ? e0 - ((e0 - b0) % 2) : b0;
      for (let i0 = b0; i0 < m0; i0 += 2) {
        let v_n = 0n, v_top = 0n, v_s = 0;
        let w_n = 0n, w_top = 0n, w_s = 0;
        v_n = a_start[i0];
        v_top = v_n;
        v_s = 0;
        w_n = a_start[(i0 + 1)];
        w_top = w_n;
        w_s = 0;
        for (; (v_n !== 1n) && (w_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
          if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
            w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
          } else {
            w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
          }
          if ((w_n > w_top)) {
            w_top = w_n;
          }
          w_s = ((w_s + 1) | 0);
        }
        for (; (v_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
        }
        for (; (w_n !== 1n); ) {
          if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
            w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
          } else {
            w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
          }
          if ((w_n > w_top)) {
            w_top = w_n;
          }
          w_s = ((w_s + 1) | 0);
        }
        a_steps[i0] = v_s;
        a_peak[i0] = v_top;
        a_steps[(i0 + 1)] = w_s;
        a_peak[(i0 + 1)] = w_top;
      }
      item: for (let i0 = m0; i0 < e0; i0++) {
        let v_n = 0n, v_top = 0n, v_s = 0;
        v_n = a_start[i0];
        v_top = v_n;
        v_s = 0;
        for (; (v_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
        }
        a_steps[i0] = v_s;
        a_peak[i0] = v_top;
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_n = 0n, v_top = 0n, v_s = 0;
        v_n = ld(a_start, i0, 0);
        v_top = v_n;
        v_s = 0;
        for (; (v_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
        }
        st(a_steps, i0, v_s, 1);
        st(a_peak, i0, v_top, 2);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_start, a_steps, a_peak) {
  const tt_one = n0 === 1;
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_start.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_steps.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_peak.length)) {
    const m0 = (a_start.buffer !== a_steps.buffer || a_start.byteOffset + a_start.byteLength <= a_steps.byteOffset || a_steps.byteOffset + a_steps.byteLength <= a_start.byteOffset) && (a_start.buffer !== a_peak.buffer || a_start.byteOffset + a_start.byteLength <= a_peak.byteOffset || a_peak.byteOffset + a_peak.byteLength <= a_start.byteOffset) ? n0 - ((n0 - 0) % 2) : 0;
    for (let i0 = 0; i0 < m0; i0 += 2) {
      let v_n = 0n, v_top = 0n, v_s = 0;
      let w_n = 0n, w_top = 0n, w_s = 0;
      v_n = a_start[i0];
      v_top = v_n;
      v_s = 0;
      w_n = a_start[(i0 + 1)];
      w_top = w_n;
      w_s = 0;
      for (; (v_n !== 1n) && (w_n !== 1n); ) {
        if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
          v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
        } else {
          v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
        }
        if ((v_n > v_top)) {
          v_top = v_n;
        }
        v_s = ((v_s + 1) | 0);
        if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
          w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
        } else {
          w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
        }
        if ((w_n > w_top)) {
          w_top = w_n;
        }
        w_s = ((w_s + 1) | 0);
      }
      for (; (v_n !== 1n); ) {
        if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
          v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
        } else {
          v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
        }
        if ((v_n > v_top)) {
          v_top = v_n;
        }
        v_s = ((v_s + 1) | 0);
      }
      for (; (w_n !== 1n); ) {
        if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
          w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
        } else {
          w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
        }
        if ((w_n > w_top)) {
          w_top = w_n;
        }
        w_s = ((w_s + 1) | 0);
      }
      a_steps[i0] = v_s;
      a_peak[i0] = v_top;
      a_steps[(i0 + 1)] = w_s;
      a_peak[(i0 + 1)] = w_top;
    }
    item: for (let i0 = m0; i0 < n0; i0++) {
      let v_n = 0n, v_top = 0n, v_s = 0;
      v_n = a_start[i0];
      v_top = v_n;
      v_s = 0;
      for (; (v_n !== 1n); ) {
        if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
          v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
        } else {
          v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
        }
        if ((v_n > v_top)) {
          v_top = v_n;
        }
        v_s = ((v_s + 1) | 0);
      }
      a_steps[i0] = v_s;
      a_peak[i0] = v_top;
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_start, a_steps, a_peak);
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
return function kernel_kernel(n0, n1, n2, a_start, a_steps, a_peak) {
  const tt_one = n0 === 1;
  const m0 = (a_start.buffer !== a_steps.buffer || a_start.byteOffset + a_start.byteLength <= a_steps.byteOffset || a_steps.byteOffset + a_steps.byteLength <= a_start.byteOffset) && (a_start.buffer !== a_peak.buffer || a_start.byteOffset + a_start.byteLength <= a_peak.byteOffset || a_peak.byteOffset + a_peak.byteLength <= a_start.byteOffset) ? n0 - ((n0 - 0) % 2) : 0;
  for (let i0 = 0; i0 < m0; i0 += 2) {
    let v_n = 0n, v_top = 0n, v_s = 0;
    let w_n = 0n, w_top = 0n, w_s = 0;
    v_n = a_start[i0];
    v_top = v_n;
    v_s = 0;
    w_n = a_start[(i0 + 1)];
    w_top = w_n;
    w_s = 0;
    for (; (v_n !== 1n) && (w_n !== 1n); ) {
      if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
        v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
      } else {
        v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
      }
      if ((v_n > v_top)) {
        v_top = v_n;
      }
      v_s = ((v_s + 1) | 0);
      if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
        w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
      } else {
        w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
      }
      if ((w_n > w_top)) {
        w_top = w_n;
      }
      w_s = ((w_s + 1) | 0);
    }
    for (; (v_n !== 1n); ) {
      if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
        v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
      } else {
        v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
      }
      if ((v_n > v_top)) {
        v_top = v_n;
      }
      v_s = ((v_s + 1) | 0);
    }
    for (; (w_n !== 1n); ) {
      if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
        w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
      } else {
        w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
      }
      if ((w_n > w_top)) {
        w_top = w_n;
      }
      w_s = ((w_s + 1) | 0);
    }
    a_steps[i0] = v_s;
    a_peak[i0] = v_top;
    a_steps[(i0 + 1)] = w_s;
    a_peak[(i0 + 1)] = w_top;
  }
  item: for (let i0 = m0; i0 < n0; i0++) {
    let v_n = 0n, v_top = 0n, v_s = 0;
    v_n = a_start[i0];
    v_top = v_n;
    v_s = 0;
    for (; (v_n !== 1n); ) {
      if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
        v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
      } else {
        v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
      }
      if ((v_n > v_top)) {
        v_top = v_n;
      }
      v_s = ((v_s + 1) | 0);
    }
    a_steps[i0] = v_s;
    a_peak[i0] = v_top;
    if (tt_one) return;
  }
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
function tt_fallback(n0, n1, n2, a_start, a_steps, a_peak, p_tt_offset0) {
  const tt_one = n0 === 1;
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, b0, e0 - 1, a_start.length) && rok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, b0, e0 - 1, a_steps.length) && rok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, b0, e0 - 1, a_peak.length)) {
      const m0 = (a_start.buffer !== a_steps.buffer || a_start.byteOffset + a_start.byteLength <= a_steps.byteOffset || a_steps.byteOffset + a_steps.byteLength <= a_start.byteOffset) && (a_start.buffer !== a_peak.buffer || a_start.byteOffset + a_start.byteLength <= a_peak.byteOffset || a_peak.byteOffset + a_peak.byteLength <= a_start.byteOffset) ? e0 - ((e0 - b0) % 2) : b0;
      for (let i0 = b0; i0 < m0; i0 += 2) {
        let v_n = 0n, v_top = 0n, v_s = 0;
        let w_n = 0n, w_top = 0n, w_s = 0;
        v_n = a_start[((i0 + p_tt_offset0) | 0)];
        v_top = v_n;
        v_s = 0;
        w_n = a_start[(((i0 + 1) + p_tt_offset0) | 0)];
        w_top = w_n;
        w_s = 0;
        for (; (v_n !== 1n) && (w_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
          if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
            w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
          } else {
            w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
          }
          if ((w_n > w_top)) {
            w_top = w_n;
          }
          w_s = ((w_s + 1) | 0);
        }
        for (; (v_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
        }
        for (; (w_n !== 1n); ) {
          if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
            w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
          } else {
            w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
          }
          if ((w_n > w_top)) {
            w_top = w_n;
          }
          w_s = ((w_s + 1) | 0);
        }
        a_steps[((i0 + p_tt_offset0) | 0)] = v_s;
        a_peak[((i0 + p_tt_offset0) | 0)] = v_top;
        a_steps[(((i0 + 1) + p_tt_offset0) | 0)] = w_s;
        a_peak[(((i0 + 1) + p_tt_offset0) | 0)] = w_top;
      }
      item: for (let i0 = m0; i0 < e0; i0++) {
        let v_n = 0n, v_top = 0n, v_s = 0;
        v_n = a_start[((i0 + p_tt_offset0) | 0)];
        v_top = v_n;
        v_s = 0;
        for (; (v_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
        }
        a_steps[((i0 + p_tt_offset0) | 0)] = v_s;
        a_peak[((i0 + p_tt_offset0) | 0)] = v_top;
        if (tt_one) return;
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_n = 0n, v_top = 0n, v_s = 0;
        v_n = ld(a_start, ((i0 + p_tt_offset0) | 0), 0);
        v_top = v_n;
        v_s = 0;
        for (; (v_n !== 1n); ) {
          if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
            v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
          } else {
            v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
          }
          if ((v_n > v_top)) {
            v_top = v_n;
          }
          v_s = ((v_s + 1) | 0);
        }
        st(a_steps, ((i0 + p_tt_offset0) | 0), v_s, 1);
        st(a_peak, ((i0 + p_tt_offset0) | 0), v_top, 2);
        if (tt_one) return;
      }
    }
  }
}
return function kernel_kernel(n0, n1, n2, a_start, a_steps, a_peak, p_tt_offset0) {
  const tt_one = n0 === 1;
  p_tt_offset0 = p_tt_offset0 | 0;
  if (bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_start.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_steps.length) && bok(p_tt_offset0, Math.abs(p_tt_offset0), 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_peak.length)) {
    const m0 = (a_start.buffer !== a_steps.buffer || a_start.byteOffset + a_start.byteLength <= a_steps.byteOffset || a_steps.byteOffset + a_steps.byteLength <= a_start.byteOffset) && (a_start.buffer !== a_peak.buffer || a_start.byteOffset + a_start.byteLength <= a_peak.byteOffset || a_peak.byteOffset + a_peak.byteLength <= a_start.byteOffset) ? n0 + p_tt_offset0 - ((n0 + p_tt_offset0 - p_tt_offset0) % 2) : p_tt_offset0;
    for (let i0 = p_tt_offset0; i0 < m0; i0 += 2) {
      let v_n = 0n, v_top = 0n, v_s = 0;
      let w_n = 0n, w_top = 0n, w_s = 0;
      v_n = a_start[i0];
      v_top = v_n;
      v_s = 0;
      w_n = a_start[(i0 + 1)];
      w_top = w_n;
      w_s = 0;
      for (; (v_n !== 1n) && (w_n !== 1n); ) {
        if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
          v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
        } else {
          v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
        }
        if ((v_n > v_top)) {
          v_top = v_n;
        }
        v_s = ((v_s + 1) | 0);
        if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
          w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
        } else {
          w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
        }
        if ((w_n > w_top)) {
          w_top = w_n;
        }
        w_s = ((w_s + 1) | 0);
      }
      for (; (v_n !== 1n); ) {
        if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
          v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
        } else {
          v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
        }
        if ((v_n > v_top)) {
          v_top = v_n;
        }
        v_s = ((v_s + 1) | 0);
      }
      for (; (w_n !== 1n); ) {
        if (((2n === 0n ? 0n : w_n % 2n) === 0n)) {
          w_n = BigInt.asUintN(64, (2n === 0n ? 0n : w_n / 2n));
        } else {
          w_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * w_n) + 1n);
        }
        if ((w_n > w_top)) {
          w_top = w_n;
        }
        w_s = ((w_s + 1) | 0);
      }
      a_steps[i0] = v_s;
      a_peak[i0] = v_top;
      a_steps[(i0 + 1)] = w_s;
      a_peak[(i0 + 1)] = w_top;
    }
    item: for (let i0 = m0; i0 < n0 + p_tt_offset0; i0++) {
      let v_n = 0n, v_top = 0n, v_s = 0;
      v_n = a_start[i0];
      v_top = v_n;
      v_s = 0;
      for (; (v_n !== 1n); ) {
        if (((2n === 0n ? 0n : v_n % 2n) === 0n)) {
          v_n = BigInt.asUintN(64, (2n === 0n ? 0n : v_n / 2n));
        } else {
          v_n = BigInt.asUintN(64, BigInt.asUintN(64, 3n * v_n) + 1n);
        }
        if ((v_n > v_top)) {
          v_top = v_n;
        }
        v_s = ((v_s + 1) | 0);
      }
      a_steps[i0] = v_s;
      a_peak[i0] = v_top;
      if (tt_one) return;
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_start, a_steps, a_peak, p_tt_offset0);
};