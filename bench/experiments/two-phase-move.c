/*
 * The ceiling of a two-phase AsyncProgram batch on native (issue 35, item 2): the divergent toy's
 * `move` function (examples/programs/divergent.ts) run over batches of 256 pending calls held as
 * structure-of-arrays, two ways:
 *   scalar   — what the worker kernel does now: each call's whole body in turn (xorshift, the
 *              exact f32 log tutti's C backend emits, then the branches and the pushes);
 *   twophase — the pure prefix of the body (xorshift, log, the distance) over the whole batch in
 *              one loop, which GCC vectorises by itself (AVX-512: 16 lanes), then the branches and
 *              the pushes per call.
 * Both make the same pushes (printed). Built with tutti's native flags; times are thread CPU time
 * so a loaded machine does not distort them:
 *   gcc -O3 -march=native -ffp-contract=off -fno-math-errno -fopenmp two-phase-move.c -o /tmp/tp && /tmp/tp
 * tt_log_f32 below is copied from the generated worker kernel (src/backends/native: fdlibm's log,
 * branch-free so that it vectorises).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static inline float tt_log_f32(float xf) {
  uint32_t u;
  __builtin_memcpy(&u, &xf, sizeof u);
  uint32_t ua = u & 0x7fffffffu; /* computed on |x|; zeros, negatives, Infinity and NaN fixed at the end */
  float xa;
  __builtin_memcpy(&xa, &ua, sizeof xa);
  double x = (double)xa;
  uint64_t b;
  __builtin_memcpy(&b, &x, sizeof b);
  int32_t hx = (int32_t)(b >> 32);
  int32_t k = (hx >> 20) - 1023;
  hx &= 0x000fffff;
  int32_t i = (hx + 0x95f64) & 0x100000;
  uint64_t nb = ((uint64_t)(uint32_t)(hx | (i ^ 0x3ff00000)) << 32) | (b & 0xffffffffull);
  __builtin_memcpy(&x, &nb, sizeof x);
  k += i >> 20;
  double f = x - 1.0;
  double dk = (double)k;
  double rs = f * f * (0.5 - 0.33333333333333333 * f);
  double vs = dk * 6.93147180369123816490e-01 - ((rs - dk * 1.90821492927058770002e-10) - f);
  double s = f / (2.0 + f);
  double z = s * s;
  double w = z * z;
  double t1 = w * (3.999999999940941908e-01 + w * (2.222219843214978396e-01 + w * 1.531383769920937332e-01));
  double t2 = z * (6.666666666666735130e-01 + w * (2.857142874366239149e-01 + w * (1.818357216161805012e-01 + w * 1.479819860511658591e-01)));
  double r = t2 + t1;
  double hfsq = 0.5 * f * f;
  double v1 = dk * 6.93147180369123816490e-01 - ((hfsq - (s * (hfsq + r) + dk * 1.90821492927058770002e-10)) - f);
  double v2 = dk * 6.93147180369123816490e-01 - ((s * (f - r) - dk * 1.90821492927058770002e-10) - f);
  float fs = (float)vs, f1 = (float)v1, f2 = (float)v2;
  uint32_t bs, b1, b2;
  __builtin_memcpy(&bs, &fs, sizeof bs);
  __builtin_memcpy(&b1, &f1, sizeof b1);
  __builtin_memcpy(&b2, &f2, sizeof b2);
  /* fdlibm's cases as lane masks: |f| < 2^-20, then the sign of (hx - 0x6147a) | (0x6b851 - hx) */
  uint32_t small = 0u - (uint32_t)((0x000fffff & (2 + hx)) < 3);
  uint32_t pos = 0u - (uint32_t)((((hx - 0x6147a) | (0x6b851 - hx))) > 0);
  uint32_t ob = (bs & small) | (~small & ((b1 & pos) | (b2 & ~pos)));
  /* JS: log(±0) = -Infinity, log(negative) = NaN, log(Infinity) = Infinity, NaN stays NaN: added
     to the (finite) value computed from |x|, so that value is never dead and the loop stays
     branch-free (a select would let GCC skip it for those lanes, and then not vectorise) */
  uint32_t addb = ua == 0 ? 0xff800000u : u == 0x7f800000u ? 0x7f800000u : u > 0x7f800000u ? 0x7fc00000u : 0u;
  float add, out;
  __builtin_memcpy(&add, &addb, sizeof add);
  __builtin_memcpy(&out, &ob, sizeof out);
  out = out + add;
  return out;
}
static inline uint32_t xs(uint32_t t){t^=t<<13;t^=t>>17;t^=t<<5;return t;}
#define B 256
#define N (1<<20)
static float X[N],MU[N],T[N]; static uint32_t R[N];
static float ox[3][N], ot[3][N]; static uint32_t orng[3][N]; static int cnt[3]; static unsigned tally[8];
static double now(){struct timespec ts;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&ts);return ts.tv_sec*1e3+ts.tv_nsec*1e-6;}
/* scalar: the current batch loop */
__attribute__((noinline)) void scalar(int base, float L, float Tm){
  for(int l=0;l<B;l++){int i=base+l; float x=X[i],mu=MU[i],t=T[i]; uint32_t rng=R[i];
    uint32_t s=xs(rng); float u=(float)((s>>8)+1)*5.960464477539063e-8f; bool left=x<L*0.5f;
    float d=-tt_log_f32(u)/(left?1.0f:2.5f);
    if(t+d>Tm){int k=cnt[0]++;ox[0][k]=x;continue;}
    float nx=x+mu*d; if(nx<0){__atomic_fetch_add(&tally[1],1,__ATOMIC_RELAXED);continue;}
    if(nx>L){__atomic_fetch_add(&tally[2],1,__ATOMIC_RELAXED);continue;}
    int g=(nx<L*0.5f)!=left?1:2; int k=cnt[g]++; ox[g][k]=nx; ot[g][k]=t+d; orng[g][k]=s;}
}
/* two-phase: the pure prefix over the batch (SIMD), then the branches and pushes */
__attribute__((noinline)) void twophase(int base, float L, float Tm){
  float D[B]; uint32_t S1[B];
  
  for(int l=0;l<B;l++){int i=base+l; uint32_t s=xs(R[i]); float u=(float)((s>>8)+1)*5.960464477539063e-8f;
    bool left=X[i]<L*0.5f; D[l]=-tt_log_f32(u)/(left?1.0f:2.5f); S1[l]=s;}
  for(int l=0;l<B;l++){int i=base+l; float x=X[i],mu=MU[i],t=T[i]; float d=D[l]; uint32_t s=S1[l]; bool left=x<L*0.5f;
    if(t+d>Tm){int k=cnt[0]++;ox[0][k]=x;continue;}
    float nx=x+mu*d; if(nx<0){__atomic_fetch_add(&tally[1],1,__ATOMIC_RELAXED);continue;}
    if(nx>L){__atomic_fetch_add(&tally[2],1,__ATOMIC_RELAXED);continue;}
    int g=(nx<L*0.5f)!=left?1:2; int k=cnt[g]++; ox[g][k]=nx; ot[g][k]=t+d; orng[g][k]=s;}
}
int main(){uint32_t s=1;for(int i=0;i<N;i++){s=xs(s);X[i]=(s>>8)*(6.0f/16777216);s=xs(s);MU[i]=(s>>8)*(2.0f/16777216)-1;s=xs(s);T[i]=(s>>8)*(6.0f/16777216);R[i]=s;}
  for(int rep=0;rep<5;rep++){ for(int v=0;v<2;v++){ cnt[0]=cnt[1]=cnt[2]=0; double t0=now();
    for(int b=0;b<N;b+=B) (v?twophase:scalar)(b,6,6);
    double ms=now()-t0; printf("%s %.2f ms (%.2f ns/call) %d %d %d\n", v?"twophase":"scalar  ", ms, ms*1e6/N, cnt[0],cnt[1],cnt[2]);}}
}
