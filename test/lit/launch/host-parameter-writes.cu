// A host function's parameter that the function writes before the launch is
// a local whose initial value is the symbol of its name: the writes are
// replayed on it (n = 2*n, m = m + 32), and --bind gives the symbol a value.
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=SYM
// RUN: %roofline-lint %s --bind n=8 --bind m=96 | FileCheck %s --check-prefix=BOUND

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a, int n) {
  n = n * 2;
  scale<<<1, 32>>>(a, n);
}
// SYM: host-parameter-writes.cu:[[@LINE-2]]:3: remark: launch of 'scale' (estimated): grid (1, 1, 1), block (32, 1, 1); n = 2*n [roofline-launch]
// With n = 8 the kernel's n is 16: 16 of the 32 threads are active, each one
// multiply, one load and one store of 4 bytes.
// BOUND: host-parameter-writes.cu:[[@LINE-5]]:3: remark: launch of 'scale': grid (1, 1, 1), block (32, 1, 1); n = 2*n, n = 8 (--bind) [roofline-launch]
// BOUND: threads         32, 16 active
// BOUND-NEXT: flops           16  (fp32 16)
// BOUND-NEXT: global          128 B  (load 64 B, store 64 B)

void run_block(float *a, int m) {
  m = m + 32;
  scale<<<1, m>>>(a, 64);
}
// SYM: host-parameter-writes.cu:[[@LINE-2]]:3: remark: launch of 'scale' (estimated): grid (1, 1, 1), block (m + 32, 1, 1); n = 64 [roofline-launch]
// With m = 96 a block of 128 threads. The explicit --bind n=8 wins over the
// 64 the host code passes (and says so): 8 threads active, 8 FLOPs, 32 B
// each way.
// BOUND: host-parameter-writes.cu:[[@LINE-6]]:3: remark: launch of 'scale': grid (1, 1, 1), block (128, 1, 1); n = 8 (--bind, host code gives 64), m = 96 (--bind) [roofline-launch]
// BOUND: threads         128, 8 active
// BOUND-NEXT: flops           8  (fp32 8)
// BOUND-NEXT: global          64 B  (load 32 B, store 32 B)

// A parameter written in a loop is unknown after it.
void run_loop(float *a, int k) {
  for (int r = 0; r < 3; ++r)
    k *= 2;
  scale<<<1, 32>>>(a, k);
}
// SYM: host-parameter-writes.cu:[[@LINE-2]]:3: remark: launch of 'scale' (estimated): grid (1, 1, 1), block (32, 1, 1) [roofline-launch]
// SYM: unresolved      argument 'n' (not evaluable from the host code)
