/* A fake CUDA driver for tests without a GPU: "device memory" is host memory, streams complete on
 * the second query, and cuLaunchKernel runs saxpy (the only kernel it knows) from kernelParams,
 * recording an out-of-bounds store in the error word exactly like the generated code does.
 * A module whose globals tt_cancel / tt_stop are looked up is a timeout variant: launched over one
 * item it "runs forever" (its stream stays busy) until the host raises tt_cancel[0], then it stops
 * as the generated code does (tt_cancel[1] = 1, tt_stop = 1); over more items it ends at once.
 * Events record the fake GPU's clock (the host's monotonic clock): a saxpy launch over 64 items
 * takes 2 ms of it, for the profiling test.
 * Stream capture (cuStreamBeginCapture_v2 … cuStreamEndCapture) records memsets, saxpy launches
 * (their ten parameter slots copied, as the driver copies kernelParams) and device-to-host copies
 * instead of running them; cuGraphLaunch of an instantiated graph runs them in order. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The fake GPU's clock: the host's monotonic clock, in ms. */
static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int pending = 0;
int fake_launches = 0;
uint32_t fake_last_grid = 0;

int cuInit(unsigned f) { (void)f; return 0; }
int cuDriverGetVersion(int *v) { *v = 13000; return 0; }
int cuGetErrorName(int e, const char **s) { *s = e == 600 ? "CUDA_ERROR_NOT_READY" : "CUDA_ERROR_FAKE"; return 0; }
int cuDeviceGetCount(int *n) { *n = 1; return 0; }
int cuDeviceGet(int *d, int i) { *d = i; return 0; }
int cuDeviceGetName(char *s, int n, int d) { (void)d; strncpy(s, "Fake GPU", (size_t)n); return 0; }
int cuDeviceGetAttribute(int *v, int a, int d) {
  (void)d;
  *v = a == 75 ? 9 : a == 76 ? 0 : a == 16 ? 132 : 65535;
  return 0;
}
int cuDeviceTotalMem_v2(size_t *b, int d) { (void)d; *b = (size_t)80 << 30; return 0; }
int cuDevicePrimaryCtxRetain(void **c, int d) { (void)d; *c = (void *)0x1234; return 0; }
int cuDevicePrimaryCtxRelease_v2(int d) { (void)d; return 0; }
int cuCtxSetCurrent(void *c) { return c == (void *)0x1234 ? 0 : 201; }
/* modules are 0x2000 + 16 i, their function is the module + 1 */
static int modules = 0;
static char polling[4096];
static int32_t *tt_cancel = 0;
static int32_t tt_stop = 0;
static int spinning = 0;
int cuModuleLoadData(void **m, const void *img) {
  if (!img || modules == 4096) return 1;
  *m = (void *)(uintptr_t)(0x2000 + 16 * modules++);
  return 0;
}
int cuModuleGetFunction(void **f, void *m, const char *name) {
  *f = (void *)((uintptr_t)m + 1);
  return strcmp(name, "tutti_kernel") == 0 ? 0 : 500;
}
int cuModuleGetGlobal_v2(uint64_t *d, size_t *bytes, void *m, const char *name) {
  (void)bytes;
  polling[((uintptr_t)m - 0x2000) / 16] = 1;
  if (strcmp(name, "tt_cancel") == 0) *d = (uint64_t)(uintptr_t)&tt_cancel;
  else if (strcmp(name, "tt_stop") == 0) *d = (uint64_t)(uintptr_t)&tt_stop;
  else return 500;
  return 0;
}
int cuMemcpyHtoD_v2(uint64_t d, const void *s, size_t n) { memcpy((void *)(uintptr_t)d, s, n); return 0; }
int cuMemAlloc_v2(uint64_t *p, size_t n) { *p = (uint64_t)(uintptr_t)malloc(n); return 0; }
int fake_frees = 0;
int cuMemFree_v2(uint64_t p) { fake_frees++; free((void *)(uintptr_t)p); return 0; }
int fake_free_count(void) { return fake_frees; }
int cuMemHostAlloc(void **p, size_t n, unsigned f) { (void)f; *p = malloc(n); return 0; }
int cuMemFreeHost(void *p) { free(p); return 0; }
int fake_managed = 0, fake_mapped = 0;
int cuMemAllocManaged(void **p, size_t n, unsigned f) { fake_managed += f == 1; *p = malloc(n); return 0; }
int cuMemHostGetDevicePointer_v2(uint64_t *d, void *p, unsigned f) {
  (void)f; fake_mapped++; *d = (uint64_t)(uintptr_t)p; return 0;
}
/* stream capture and graphs */
enum { OP_MEMSET, OP_LAUNCH, OP_DTOH };
typedef struct {
  int kind;
  uint64_t d, s;
  size_t n;
  unsigned char v;
  void *f;
  unsigned gx;
  unsigned char slots[10][8];
} fake_op;
typedef struct {
  int count;
  fake_op ops[];
} fake_graph;
static fake_op *cap_ops = 0;
static int cap_count = 0, cap_size = 0, capturing = 0;
int fake_captures = 0, fake_graph_launches = 0, fake_live_graphs = 0;
int fake_graph_stat(int which) { return which == 0 ? fake_captures : which == 1 ? fake_graph_launches : fake_live_graphs; }
static fake_op *cap_push(int kind) {
  if (cap_count == cap_size) {
    cap_size = cap_size ? 2 * cap_size : 16;
    cap_ops = realloc(cap_ops, (size_t)cap_size * sizeof *cap_ops);
  }
  fake_op *o = &cap_ops[cap_count++];
  memset(o, 0, sizeof *o);
  o->kind = kind;
  return o;
}
static fake_graph *graph_copy(const fake_op *ops, int count) {
  fake_graph *g = malloc(sizeof *g + (size_t)count * sizeof(fake_op));
  g->count = count;
  memcpy(g->ops, ops, (size_t)count * sizeof(fake_op));
  fake_live_graphs++;
  return g;
}
int cuStreamBeginCapture_v2(void *s, int mode) {
  (void)s;
  if (capturing || mode != 2) return 1;
  capturing = 1;
  cap_count = 0;
  return 0;
}
int cuStreamEndCapture(void *s, void **g) {
  (void)s;
  if (!capturing) return 1;
  capturing = 0;
  fake_captures++;
  *g = graph_copy(cap_ops, cap_count);
  return 0;
}
int cuGraphInstantiateWithFlags(void **e, void *g, unsigned long long flags) {
  if (flags) return 1;
  *e = graph_copy(((fake_graph *)g)->ops, ((fake_graph *)g)->count);
  return 0;
}
int cuGraphDestroy(void *g) { fake_live_graphs--; free(g); return 0; }
int cuGraphExecDestroy(void *e) { fake_live_graphs--; free(e); return 0; }
int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                   unsigned sh, void *st, void **p, void **extra);
int cuGraphLaunch(void *e, void *s) {
  if (capturing) return 1;
  fake_graph *g = e;
  fake_graph_launches++;
  for (int i = 0; i < g->count; i++) {
    fake_op *o = &g->ops[i];
    if (o->kind == OP_MEMSET) memset((void *)(uintptr_t)o->d, o->v, o->n);
    else if (o->kind == OP_DTOH) memcpy((void *)(uintptr_t)o->d, (void *)(uintptr_t)o->s, o->n);
    else {
      void *params[10];
      for (int k = 0; k < 10; k++) params[k] = o->slots[k];
      int r = cuLaunchKernel(o->f, o->gx, 1, 1, 256, 1, 1, 0, s, params, 0);
      if (r) return r;
    }
  }
  pending = 1;
  return 0;
}
int cuMemcpyHtoDAsync_v2(uint64_t d, uint64_t s, size_t n, void *st) {
  (void)st; pending = 1; memcpy((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0;
}
int cuMemcpyDtoHAsync_v2(uint64_t d, uint64_t s, size_t n, void *st) {
  if (capturing) { fake_op *o = cap_push(OP_DTOH); o->d = d; o->s = s; o->n = n; return 0; }
  (void)st; pending = 1; memcpy((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0;
}
int cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t s, size_t n, void *st) {
  (void)st; memcpy((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0;
}
int cuMemsetD8Async(uint64_t d, unsigned char v, size_t n, void *st) {
  if (capturing) { fake_op *o = cap_push(OP_MEMSET); o->d = d; o->v = v; o->n = n; return 0; }
  (void)st; memset((void *)(uintptr_t)d, v, n); return 0;
}
int cuStreamCreate(void **s, unsigned f) { (void)f; *s = malloc(1); return 0; }
int cuStreamQuery(void *s) {
  (void)s;
  if (spinning) {
    if (!tt_cancel[0]) return 600;
    tt_cancel[1] = 1;
    tt_stop = 1;
    spinning = 0;
    return 0;
  }
  if (pending) { pending = 0; return 600; }
  return 0;
}
int cuStreamSynchronize(void *s) { (void)s; pending = 0; return 0; }
int fake_events = 0;
int cuEventCreate(void **e, unsigned f) { (void)f; fake_events++; *e = calloc(1, sizeof(double)); return 0; }
int cuEventRecord(void *e, void *s) { (void)s; *(double *)e = now_ms(); return 0; }
int cuEventSynchronize(void *e) { (void)e; return 0; }
int cuEventElapsedTime(float *ms, void *a, void *b) { *ms = (float)(*(double *)b - *(double *)a); return 0; }

/* saxpy: (n0 n1 n2 threads err a x nx y ny) */
int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                   unsigned sh, void *st, void **p, void **extra) {
  (void)gy; (void)gz; (void)by; (void)bz; (void)sh; (void)st; (void)extra;
  uintptr_t mod = (uintptr_t)f - 1;
  if (mod < 0x2000 || mod >= 0x2000 + 16 * (uintptr_t)modules || mod % 16 || bx != 256) return 1;
  if (capturing) {
    if (polling[(mod - 0x2000) / 16]) return 1;
    fake_op *o = cap_push(OP_LAUNCH);
    o->f = f;
    o->gx = gx;
    for (int k = 0; k < 10; k++) memcpy(o->slots[k], p[k], 8);
    return 0;
  }
  fake_launches++;
  fake_last_grid = gx;
  pending = 1;
  int32_t n = *(int32_t *)p[0];
  if (polling[(mod - 0x2000) / 16]) {
    /* the host must have cleared the words and zeroed tt_stop (on the stream) before the launch */
    if (!tt_cancel || tt_cancel[0] || tt_cancel[1] || tt_stop) return 719;
    spinning = n == 1;
    return 0;
  }
  int32_t *err = *(int32_t **)p[4];
  float a = *(float *)p[5];
  float *x = *(float **)p[6];
  int64_t nx = *(int64_t *)p[7];
  float *y = *(float **)p[8];
  int64_t ny = *(int64_t *)p[9];
  if (n == 64) {
    double until = now_ms() + 2;
    while (now_ms() < until) {}
  }
  for (int32_t i = 0; i < n; i++) {
    if (i >= nx || i >= ny) {
      /* the packed error words of dialect-cuda.ts: (~item << 32 | field) for site, index low, high */
      if (err[1] == 0) {
        uint32_t k = ~(uint32_t)i;
        err[0] = i >= nx ? 0 : 1; err[1] = (int32_t)k; err[2] = i; err[3] = (int32_t)k; err[4] = 0; err[5] = (int32_t)k;
      }
      continue;
    }
    y[i] = a * x[i] + y[i];
  }
  return 0;
}
