// A pointer chosen by a `?:` on a constant (a template flag) points where
// the flag picks: `use_shared ? buf : dst` is shared memory when use_shared
// is true, global when it is false, and is not called of unknown origin.
// RUN: %roofline-lint %s | FileCheck %s

template <bool use_shared>
__global__ void stage(const float *x, float *dst) {
  __shared__ float buf[256];
  float *vals = use_shared ? buf : dst;
  vals[threadIdx.x] = x[threadIdx.x];
  dst[threadIdx.x] = vals[threadIdx.x] * 2.0f;
}
template __global__ void stage<true>(const float *, float *);
template __global__ void stage<false>(const float *, float *);

// CHECK: remark: kernel 'stage<true>'
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B
// CHECK: remark: kernel 'stage<false>'
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
// CHECK-NOT: roofline-unknown-pointer
