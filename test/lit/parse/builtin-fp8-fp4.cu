// SDK-free parsing: the built-in cuda_fp8.h and cuda_fp4.h give the 8- and
// 4-bit float types, their packs and conversions with the SDK's names, so
// code written against CUDA 12.8's headers parses without a toolkit. A
// conversion is an `other` operation; the byte traffic is the types' sizes.
// RUN: %roofline-lint %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
#include <cuda_fp4.h>
#include <cuda_fp8.h>

__global__ void quantize(const float4 *x, __nv_fp8_e4m3 *q8,
                         __nv_fp4x2_storage_t *q4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = x[i];                                   // 16 B load
  q8[i] = __nv_fp8_e4m3(v.x);                        // 1 B store
  const __nv_fp4x4_e2m1 p(v);
  const __nv_fp4x4_storage_t s = p.__x;
  q4[i] = static_cast<__nv_fp4x2_storage_t>(s);      // 1 B store
  __half2_raw h = __nv_cvt_fp4x2_to_halfraw2(q4[i], __NV_E2M1); // 1 B load
  __nv_bfloat16_raw e = __nv_cvt_e8m0_to_bf16raw(
      __nv_cvt_float_to_e8m0(v.y, __NV_SATFINITE, cudaRoundPosInf));
  (void)h;
  (void)e;
}
// CHECK: builtin-fp8-fp4.cu:[[@LINE-14]]:17: remark: kernel 'quantize'
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   19 B  (load 17 B, store 2 B)
