// A plain pointer alias of shared memory (`float *p = sdata;`) points to shared
// memory: accesses through it are shared bytes, not global bytes. An offset alias
// (`sdata + blockDim.x`) too.
// Hand count per thread: global load 4 B + global store 4 B = 8 B;
// shared store 4 B (p[t]) + shared load 4 B (q[...]).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void alias_stage(const float *x, float *y) {
  __shared__ float sdata[512];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  float *p = sdata;
  p[t] = x[i];
  __syncthreads();
  const float *q = sdata + 1;
  y[i] = q[t];
}
// CHECK: shared-alias.cu:[[@LINE-10]]:17: remark: kernel 'alias_stage': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B
