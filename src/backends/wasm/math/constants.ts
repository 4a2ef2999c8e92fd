/**
 * Constants of the math library, as pairs hi + lo (lo the double nearest to the exact value minus
 * hi) computed with mpmath at 60 digits. Cody–Waite parts keep few enough significant bits that
 * k * hi is exact for the integer multiples the reductions use (|k| < 2^11 for ln 2 and log10 2,
 * |q| < 2^20 for pi/2).
 */
export const LN2_HI = 0.6931471805598903;
export const LN2_LO = 5.497923018708371e-14;
export const INV_LN2 = Math.LOG2E;
export const LOG10_2_HI = 0.30102999566395283;
export const LOG10_2_LO = 2.8363394551044964e-14;
export const INV_LN10 = Math.LOG10E;
export const PIO2_1 = 1.5707963267341256;
export const PIO2_2 = 6.077100506303966e-11;
export const PIO2_3 = 2.0222662487959506e-21;
export const TWO_OVER_PI = 0.6366197723675814;
export const PI_HI = Math.PI;
export const PI_LO = 1.2246467991473532e-16;
export const ATAN_Q_HI: readonly number[] = [
  0.0, 0.24497866312686414, 0.4636476090008061, 0.6435011087932844, 0.7853981633974483,
];
export const ATAN_Q_LO: readonly number[] = [
  0.0, 1.0698755618734451e-17, 2.2698777452961687e-17, 1.5834785051444286e-17, 3.061616997868383e-17,
];
export const ACOT_Q_HI: readonly number[] = [
  1.5707963267948966, 1.3258176636680326, 1.1071487177940904, 0.9272952180016122, 0.7853981633974483,
];
export const ACOT_Q_LO: readonly number[] = [
  6.123233995736766e-17, -8.824429373951136e-17, 9.40447137356638e-17, 4.5397554905923374e-17,
  3.061616997868383e-17,
];
