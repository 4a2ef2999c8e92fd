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
function tt_fallback(n0, n1, n2, a_u, a_s, a_o, a_w, a_f) {
  for (let b0 = 0; b0 < n0; b0 += 2048) {
    const e0 = Math.min(n0, b0 + 2048);
    if (rok(0, 0, 1, 1, b0, e0 - 1, a_w.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_s.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_u.length) && rok(2, 2, 0, 0, b0, e0 - 1, a_u.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_f.length) && rok(0, 0, 1, 1, b0, e0 - 1, a_o.length)) {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_j = 0;
        v_j = irem_i32(((i0 + 1) | 0), 10);
        const t8 = a_u[i0];
        const t9 = ((((a_s[i0] < 0) ? idiv_u32(t8, 2) : idiv_u32(t8, 3)) + ((-idiv_u32(t8, 2)) >>> 0)) >>> 0);
        a_w[i0] = t9;
        a_w[i0] = ((t9 ^ ((irem_i32(i0, 3) === 0) ? idiv_u32(a_u[i0], a_u[2]) : ((a_f[i0]) >>> 0))) >>> 0);
        const t10 = a_s[i0];
        const t11 = (((-idiv_i32(t10, 3)) | 0) ^ ((((irem_i32(i0, 2) === 0) ? ((idiv_i32(t10, ld(a_s, v_j, 12))) >>> 0) : ((-idiv_u32(a_u[i0], 7)) >>> 0))) | 0));
        a_o[i0] = t11;
        const t12 = a_s[i0];
        const t13 = a_u[i0];
        const t14 = ((((((t11) >>> 0) + (((((((((irem_i32(t12, 2) !== 0) && ((irem_i32(t12, 2) < 0) === false)) ? ((((-idiv_i32(t12, 2)) | 0) - 1) | 0) : ((-idiv_i32(t12, 2)) | 0)) + ((-idiv_i32(t12, 7)) | 0)) | 0)) >>> 0) + (((irem_u32(t13, 3) !== 0) && true) ? ((((-idiv_u32(t13, 3)) >>> 0) - 1) >>> 0) : ((-idiv_u32(t13, 3)) >>> 0))) >>> 0)) >>> 0)) | 0);
        a_o[i0] = t14;
        const t15 = a_s[i0];
        a_o[i0] = (t14 ^ ((((((t15 < 3) ? (((((irem_i32(t15, 4) !== 0) && ((irem_i32(t15, 4) < 0) !== false)) ? ((idiv_i32(t15, 4) - 1) | 0) : idiv_i32(t15, 4))) >>> 0) : idiv_u32(a_u[i0], 5)) + ((~((i0 > 4) ? ((idiv_i32(t15, (-1))) >>> 0) : ((a_f[i0]) >>> 0))) >>> 0)) >>> 0)) | 0));
        a_w[i0] = ((a_w[i0] + ((i0 < 5) ? idiv_u32(a_u[i0], a_u[2]) : 715827882)) >>> 0);
      }
    } else {
      item: for (let i0 = b0; i0 < e0; i0++) {
        let v_j = 0;
        v_j = irem_i32(((i0 + 1) | 0), 10);
        const t16 = ((((ld(a_s, i0, 0) < 0) ? idiv_u32(ld(a_u, i0, 1), 2) : idiv_u32(ld(a_u, i0, 2), 3)) + ((-idiv_u32(ld(a_u, i0, 3), 2)) >>> 0)) >>> 0);
        st(a_w, i0, t16, 4);
        st(a_w, i0, ((t16 ^ ((irem_i32(i0, 3) === 0) ? idiv_u32(ld(a_u, i0, 6), ld(a_u, 2, 7)) : ((ld(a_f, i0, 8)) >>> 0))) >>> 0), 9);
        const t17 = (((-idiv_i32(ld(a_s, i0, 10), 3)) | 0) ^ ((((irem_i32(i0, 2) === 0) ? ((idiv_i32(ld(a_s, i0, 11), ld(a_s, v_j, 12))) >>> 0) : ((-idiv_u32(ld(a_u, i0, 13), 7)) >>> 0))) | 0));
        st(a_o, i0, t17, 14);
        const t18 = ((((((t17) >>> 0) + (((((((((irem_i32(ld(a_s, i0, 16), 2) !== 0) && ((irem_i32(ld(a_s, i0, 16), 2) < 0) === false)) ? ((((-idiv_i32(ld(a_s, i0, 16), 2)) | 0) - 1) | 0) : ((-idiv_i32(ld(a_s, i0, 16), 2)) | 0)) + ((-idiv_i32(ld(a_s, i0, 17), 7)) | 0)) | 0)) >>> 0) + (((irem_u32(ld(a_u, i0, 18), 3) !== 0) && true) ? ((((-idiv_u32(ld(a_u, i0, 18), 3)) >>> 0) - 1) >>> 0) : ((-idiv_u32(ld(a_u, i0, 18), 3)) >>> 0))) >>> 0)) >>> 0)) | 0);
        st(a_o, i0, t18, 19);
        st(a_o, i0, (t18 ^ ((((((ld(a_s, i0, 21) < 3) ? (((((irem_i32(ld(a_s, i0, 22), 4) !== 0) && ((irem_i32(ld(a_s, i0, 22), 4) < 0) !== false)) ? ((idiv_i32(ld(a_s, i0, 22), 4) - 1) | 0) : idiv_i32(ld(a_s, i0, 22), 4))) >>> 0) : idiv_u32(ld(a_u, i0, 23), 5)) + ((~((i0 > 4) ? ((idiv_i32(ld(a_s, i0, 24), (-1))) >>> 0) : ((ld(a_f, i0, 25)) >>> 0))) >>> 0)) >>> 0)) | 0)), 26);
        st(a_w, i0, ((ld(a_w, i0, 27) + ((i0 < 5) ? idiv_u32(ld(a_u, i0, 28), ld(a_u, 2, 29)) : 715827882)) >>> 0), 30);
      }
    }
  }
}
return function kernel_quot_through_and_unary_minus(n0, n1, n2, a_u, a_s, a_o, a_w, a_f) {
  if (bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_w.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_s.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_u.length) && bok(2, 2, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, a_u.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_f.length) && bok(0, 0, 1, 1, n0 - 1, 0, 0, 0, 0, 0, 0, a_o.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_j = 0;
      v_j = irem_i32(((i0 + 1) | 0), 10);
      const t0 = a_u[i0];
      const t1 = ((((a_s[i0] < 0) ? idiv_u32(t0, 2) : idiv_u32(t0, 3)) + ((-idiv_u32(t0, 2)) >>> 0)) >>> 0);
      a_w[i0] = t1;
      a_w[i0] = ((t1 ^ ((irem_i32(i0, 3) === 0) ? idiv_u32(a_u[i0], a_u[2]) : ((a_f[i0]) >>> 0))) >>> 0);
      const t2 = a_s[i0];
      const t3 = (((-idiv_i32(t2, 3)) | 0) ^ ((((irem_i32(i0, 2) === 0) ? ((idiv_i32(t2, ld(a_s, v_j, 12))) >>> 0) : ((-idiv_u32(a_u[i0], 7)) >>> 0))) | 0));
      a_o[i0] = t3;
      const t4 = a_s[i0];
      const t5 = a_u[i0];
      const t6 = ((((((t3) >>> 0) + (((((((((irem_i32(t4, 2) !== 0) && ((irem_i32(t4, 2) < 0) === false)) ? ((((-idiv_i32(t4, 2)) | 0) - 1) | 0) : ((-idiv_i32(t4, 2)) | 0)) + ((-idiv_i32(t4, 7)) | 0)) | 0)) >>> 0) + (((irem_u32(t5, 3) !== 0) && true) ? ((((-idiv_u32(t5, 3)) >>> 0) - 1) >>> 0) : ((-idiv_u32(t5, 3)) >>> 0))) >>> 0)) >>> 0)) | 0);
      a_o[i0] = t6;
      const t7 = a_s[i0];
      a_o[i0] = (t6 ^ ((((((t7 < 3) ? (((((irem_i32(t7, 4) !== 0) && ((irem_i32(t7, 4) < 0) !== false)) ? ((idiv_i32(t7, 4) - 1) | 0) : idiv_i32(t7, 4))) >>> 0) : idiv_u32(a_u[i0], 5)) + ((~((i0 > 4) ? ((idiv_i32(t7, (-1))) >>> 0) : ((a_f[i0]) >>> 0))) >>> 0)) >>> 0)) | 0));
      a_w[i0] = ((a_w[i0] + ((i0 < 5) ? idiv_u32(a_u[i0], a_u[2]) : 715827882)) >>> 0);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_s, a_o, a_w, a_f);
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
const bok = (bs, bm, c0, m0, h0, c1, m1, h1, c2, m2, h2, n) => { if (h0 < 0 || h1 < 0 || h2 < 0) return true; if (!(bm + m0 * h0 + m1 * h1 + m2 * h2 < 4503599627370496)) return false; const lo = bs + Math.min(0, c0 * h0) + Math.min(0, c1 * h1) + Math.min(0, c2 * h2); const hi = bs + Math.max(0, c0 * h0) + Math.max(0, c1 * h1) + Math.max(0, c2 * h2); return lo >= 0 && hi < n && hi < 2147483648; };
function tt_fallback(n0, n1, n2, a_u, a_s, a_o, a_w, a_f) {
  item: for (let i0 = 0; i0 < n0; i0++) {
    let v_j = 0;
    v_j = irem_i32(((i0 + 1) | 0), 10);
    const t8 = a_u[i0];
    const t9 = ((((a_s[i0] < 0) ? idiv_u32(t8, 2) : idiv_u32(t8, 3)) + ((-idiv_u32(t8, 2)) >>> 0)) >>> 0);
    a_w[i0] = t9;
    a_w[i0] = ((t9 ^ ((irem_i32(i0, 3) === 0) ? idiv_u32(a_u[i0], ld(a_u, 2, 7)) : ((a_f[i0]) >>> 0))) >>> 0);
    const t10 = a_s[i0];
    const t11 = (((-idiv_i32(t10, 3)) | 0) ^ ((((irem_i32(i0, 2) === 0) ? ((idiv_i32(t10, ld(a_s, v_j, 12))) >>> 0) : ((-idiv_u32(a_u[i0], 7)) >>> 0))) | 0));
    a_o[i0] = t11;
    const t12 = a_s[i0];
    const t13 = a_u[i0];
    const t14 = ((((((t11) >>> 0) + (((((((((irem_i32(t12, 2) !== 0) && ((irem_i32(t12, 2) < 0) === false)) ? ((((-idiv_i32(t12, 2)) | 0) - 1) | 0) : ((-idiv_i32(t12, 2)) | 0)) + ((-idiv_i32(t12, 7)) | 0)) | 0)) >>> 0) + (((irem_u32(t13, 3) !== 0) && true) ? ((((-idiv_u32(t13, 3)) >>> 0) - 1) >>> 0) : ((-idiv_u32(t13, 3)) >>> 0))) >>> 0)) >>> 0)) | 0);
    a_o[i0] = t14;
    const t15 = a_s[i0];
    a_o[i0] = (t14 ^ ((((((t15 < 3) ? (((((irem_i32(t15, 4) !== 0) && ((irem_i32(t15, 4) < 0) !== false)) ? ((idiv_i32(t15, 4) - 1) | 0) : idiv_i32(t15, 4))) >>> 0) : idiv_u32(a_u[i0], 5)) + ((~((i0 > 4) ? ((idiv_i32(t15, (-1))) >>> 0) : ((a_f[i0]) >>> 0))) >>> 0)) >>> 0)) | 0));
    a_w[i0] = ((a_w[i0] + ((i0 < 5) ? idiv_u32(a_u[i0], ld(a_u, 2, 29)) : 715827882)) >>> 0);
  }
}
return function kernel_quot_through_and_unary_minus(n0, n1, n2, a_u, a_s, a_o, a_w, a_f) {
  if (bok(2, 2, 0, 0, n0 - 1, 0, 0, 0, 0, 0, 0, a_u.length)) {
    item: for (let i0 = 0; i0 < n0; i0++) {
      let v_j = 0;
      v_j = irem_i32(((i0 + 1) | 0), 10);
      const t0 = a_u[i0];
      const t1 = ((((a_s[i0] < 0) ? idiv_u32(t0, 2) : idiv_u32(t0, 3)) + ((-idiv_u32(t0, 2)) >>> 0)) >>> 0);
      a_w[i0] = t1;
      a_w[i0] = ((t1 ^ ((irem_i32(i0, 3) === 0) ? idiv_u32(a_u[i0], a_u[2]) : ((a_f[i0]) >>> 0))) >>> 0);
      const t2 = a_s[i0];
      const t3 = (((-idiv_i32(t2, 3)) | 0) ^ ((((irem_i32(i0, 2) === 0) ? ((idiv_i32(t2, ld(a_s, v_j, 12))) >>> 0) : ((-idiv_u32(a_u[i0], 7)) >>> 0))) | 0));
      a_o[i0] = t3;
      const t4 = a_s[i0];
      const t5 = a_u[i0];
      const t6 = ((((((t3) >>> 0) + (((((((((irem_i32(t4, 2) !== 0) && ((irem_i32(t4, 2) < 0) === false)) ? ((((-idiv_i32(t4, 2)) | 0) - 1) | 0) : ((-idiv_i32(t4, 2)) | 0)) + ((-idiv_i32(t4, 7)) | 0)) | 0)) >>> 0) + (((irem_u32(t5, 3) !== 0) && true) ? ((((-idiv_u32(t5, 3)) >>> 0) - 1) >>> 0) : ((-idiv_u32(t5, 3)) >>> 0))) >>> 0)) >>> 0)) | 0);
      a_o[i0] = t6;
      const t7 = a_s[i0];
      a_o[i0] = (t6 ^ ((((((t7 < 3) ? (((((irem_i32(t7, 4) !== 0) && ((irem_i32(t7, 4) < 0) !== false)) ? ((idiv_i32(t7, 4) - 1) | 0) : idiv_i32(t7, 4))) >>> 0) : idiv_u32(a_u[i0], 5)) + ((~((i0 > 4) ? ((idiv_i32(t7, (-1))) >>> 0) : ((a_f[i0]) >>> 0))) >>> 0)) >>> 0)) | 0));
      a_w[i0] = ((a_w[i0] + ((i0 < 5) ? idiv_u32(a_u[i0], a_u[2]) : 715827882)) >>> 0);
    }
    return;
  }
  return tt_fallback(n0, n1, n2, a_u, a_s, a_o, a_w, a_f);
};