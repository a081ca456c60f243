// A guard on two bounds without values (`if (x < w && y < h)`): both are
// named, and the note speaks of them in the plural.
// RUN: %roofline-lint %s --launch fill:4:128 | FileCheck %s

__global__ void fill(float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  if (x < w && y < h)
    out[y * w + x] = 0.0f;
}
// CHECK: remark: launch of 'fill' (estimated): grid (4, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK: note: which threads are active depends on h, w, which have none; every thread is counted like an active one (thread 0) [roofline-thread-dependent-cost]
