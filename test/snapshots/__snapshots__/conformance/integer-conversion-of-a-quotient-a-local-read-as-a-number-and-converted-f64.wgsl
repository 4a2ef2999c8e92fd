// ==== checked ====
// refused: the kernel uses f64

// ==== fast (hoisted range checks) ====
// refused: the kernel uses f64
