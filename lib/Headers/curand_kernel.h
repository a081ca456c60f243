//===- curand_kernel.h - roofline-lint stand-in for the CUDA SDK header ---===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the device-side generator states with the SDK's layouts (so copying a
// state costs the same bytes), and the XORWOW generator (curandState) with
// the standard algorithms: curand() is Marsaglia's xorwow step on the state,
// curand_uniform() scales by 2^-32, curand_normal() is Box-Muller caching
// the second value. These cost what the SDK's versions cost per call.
// curand_init() (the SDK's skip-ahead) and the Philox, MRG32k3a and Sobol
// generators are declarations only.
//
//===----------------------------------------------------------------------===//

#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_

#include "curand.h"
#include "host_defines.h"
#include "vector_types.h"

#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831853071795860)
#define CURAND_2POW32_INV_2PI_DOUBLE                                           \
  (2.3283064365386963e-10 * 6.2831853071795860)

#define __ROOFLINE_CURAND static __forceinline__ __device__

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStateSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;

struct curandStateScrambledSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;

struct curandStateSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;

struct curandStateScrambledSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

// Initialisation (skip-ahead in the SDK): declarations.
__device__ void curand_init(unsigned long long seed,
                            unsigned long long subsequence,
                            unsigned long long offset,
                            curandStateXORWOW_t *state);
__device__ void curand_init(unsigned long long seed,
                            unsigned long long subsequence,
                            unsigned long long offset,
                            curandStatePhilox4_32_10_t *state);
__device__ void curand_init(unsigned long long seed,
                            unsigned long long subsequence,
                            unsigned long long offset,
                            curandStateMRG32k3a_t *state);
__device__ void curand_init(curandDirectionVectors32_t direction_vectors,
                            unsigned int offset, curandStateSobol32_t *state);
__device__ void curand_init(curandDirectionVectors32_t direction_vectors,
                            unsigned int scramble_c, unsigned int offset,
                            curandStateScrambledSobol32_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors,
                            unsigned long long offset,
                            curandStateSobol64_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors,
                            unsigned long long scramble_c,
                            unsigned long long offset,
                            curandStateScrambledSobol64_t *state);
__device__ void skipahead(unsigned long long n, curandStateXORWOW_t *state);
__device__ void skipahead_sequence(unsigned long long n,
                                   curandStateXORWOW_t *state);

// XORWOW: xorshift on five words plus a Weyl sequence.
__ROOFLINE_CURAND unsigned int curand(curandStateXORWOW_t *state) {
  unsigned int t = (state->v[0] ^ (state->v[0] >> 2));
  state->v[0] = state->v[1];
  state->v[1] = state->v[2];
  state->v[2] = state->v[3];
  state->v[3] = state->v[4];
  state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
  state->d += 362437;
  return state->v[4] + state->d;
}

__ROOFLINE_CURAND float _curand_uniform(unsigned int x) {
  return x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

__ROOFLINE_CURAND double _curand_uniform_double_hq(unsigned int x,
                                                   unsigned int y) {
  unsigned long long z =
      (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return z * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

__ROOFLINE_CURAND float2 _curand_box_muller(unsigned int x, unsigned int y) {
  float2 result;
  float u = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2);
  float v = y * CURAND_2POW32_INV_2PI + (CURAND_2POW32_INV_2PI / 2);
  float s = sqrtf(-2.0f * logf(u));
  __sincosf(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

__ROOFLINE_CURAND double2 _curand_box_muller_double(unsigned int x0,
                                                    unsigned int x1,
                                                    unsigned int y0,
                                                    unsigned int y1) {
  double2 result;
  unsigned long long zx =
      (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
  double u = zx * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
  unsigned long long zy =
      (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
  double v = zy * (CURAND_2POW53_INV_DOUBLE * 2.0) + CURAND_2POW53_INV_DOUBLE;
  double s = sqrt(-2.0 * log(u));
  sincospi(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

__ROOFLINE_CURAND float curand_uniform(curandStateXORWOW_t *state) {
  return _curand_uniform(curand(state));
}

__ROOFLINE_CURAND double curand_uniform_double(curandStateXORWOW_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_uniform_double_hq(x, y);
}

__ROOFLINE_CURAND float curand_normal(curandStateXORWOW_t *state) {
  if (state->boxmuller_flag != 1) {
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    float2 v = _curand_box_muller(x, y);
    state->boxmuller_extra = v.y;
    state->boxmuller_flag = 1;
    return v.x;
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}

__ROOFLINE_CURAND double curand_normal_double(curandStateXORWOW_t *state) {
  if (state->boxmuller_flag_double != 1) {
    unsigned int x0 = curand(state);
    unsigned int x1 = curand(state);
    unsigned int y0 = curand(state);
    unsigned int y1 = curand(state);
    double2 v = _curand_box_muller_double(x0, x1, y0, y1);
    state->boxmuller_extra_double = v.y;
    state->boxmuller_flag_double = 1;
    return v.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

__device__ float2 curand_normal2(curandStateXORWOW_t *state);
__device__ float curand_log_normal(curandStateXORWOW_t *state, float mean,
                                   float stddev);
__device__ unsigned int curand_poisson(curandStateXORWOW_t *state,
                                       double lambda);

// Philox4_32_10 and MRG32k3a: declarations.
__device__ unsigned int curand(curandStatePhilox4_32_10_t *state);
__device__ uint4 curand4(curandStatePhilox4_32_10_t *state);
__device__ float curand_uniform(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
__device__ double curand_uniform_double(curandStatePhilox4_32_10_t *state);
__device__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state);
__device__ float curand_normal(curandStatePhilox4_32_10_t *state);
__device__ float2 curand_normal2(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_normal4(curandStatePhilox4_32_10_t *state);
__device__ double curand_normal_double(curandStatePhilox4_32_10_t *state);
__device__ unsigned int curand(curandStateMRG32k3a_t *state);
__device__ float curand_uniform(curandStateMRG32k3a_t *state);
__device__ double curand_uniform_double(curandStateMRG32k3a_t *state);
__device__ float curand_normal(curandStateMRG32k3a_t *state);
__device__ double curand_normal_double(curandStateMRG32k3a_t *state);
__device__ unsigned int curand(curandStateSobol32_t *state);
__device__ float curand_uniform(curandStateSobol32_t *state);
__device__ float curand_normal(curandStateSobol32_t *state);
__device__ double curand_uniform_double(curandStateSobol32_t *state);
__device__ unsigned int curand(curandStateScrambledSobol32_t *state);
__device__ float curand_uniform(curandStateScrambledSobol32_t *state);
__device__ unsigned long long curand(curandStateSobol64_t *state);
__device__ float curand_uniform(curandStateSobol64_t *state);
__device__ float curand_normal(curandStateSobol64_t *state);
__device__ double curand_uniform_double(curandStateSobol64_t *state);
__device__ double curand_normal_double(curandStateSobol64_t *state);
__device__ unsigned long long curand(curandStateScrambledSobol64_t *state);
__device__ double curand_uniform_double(curandStateScrambledSobol64_t *state);

#undef __ROOFLINE_CURAND

#endif // CURAND_KERNEL_H_
