/* A fake cuBLAS for tests without a GPU, used with the fake driver (libcuda-fake.c), whose "device
 * memory" is host memory: ?gemm_v2 computes column-major C = alpha*op(A)*op(B) + beta*C on the
 * host (no transposes: tutti asks for none). Handles count creations and destructions. */
#include <stdint.h>

int fake_handles_live = 0;
int fake_math_mode = -1;
uint64_t fake_stream = 0;

int cublasCreate_v2(uint64_t *h) { *h = 0x7777; fake_handles_live++; return 0; }
int cublasDestroy_v2(uint64_t h) { if (h != 0x7777) return 7; fake_handles_live--; return 0; }
int cublasSetStream_v2(uint64_t h, uint64_t s) { fake_stream = s; return h == 0x7777 ? 0 : 7; }
int cublasSetMathMode(uint64_t h, int m) { fake_math_mode = m; return h == 0x7777 ? 0 : 7; }
int fake_live_handles(void) { return fake_handles_live; }
int fake_math(void) { return fake_math_mode; }

#define GEMM(NAME, T)                                                                              \
  int NAME(uint64_t h, int ta, int tb, int m, int n, int k, const T *alpha, const T *A, int lda,  \
           const T *B, int ldb, const T *beta, T *C, int ldc) {                                    \
    if (h != 0x7777 || ta != 0 || tb != 0 || lda < m || ldb < k || ldc < m) return 7;             \
    for (int j = 0; j < n; j++)                                                                    \
      for (int i = 0; i < m; i++) {                                                                \
        T acc = 0;                                                                                 \
        for (int p = 0; p < k; p++) acc += A[i + (int64_t)p * lda] * B[p + (int64_t)j * ldb];      \
        C[i + (int64_t)j * ldc] = *alpha * acc + (*beta != 0 ? *beta * C[i + (int64_t)j * ldc] : 0); \
      }                                                                                            \
    return 0;                                                                                      \
  }
GEMM(cublasSgemm_v2, float)
GEMM(cublasDgemm_v2, double)
