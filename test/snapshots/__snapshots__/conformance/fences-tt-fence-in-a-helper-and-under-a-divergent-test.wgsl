// ==== checked ====
// refused: the kernel uses tt.fence() (WGSL has no device-scope fence)

// ==== fast (hoisted range checks) ====
// refused: the kernel uses tt.fence() (WGSL has no device-scope fence)
