// A variable that may be written through an alias has no known value after
// the alias is made: bound to a non-const reference (`int &r = n`) or its
// address taken (other than into cudaLaunchKernel's `void *args[]`).
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a) {
  int n = 100;
  int &r = n;
  r = 1024;
  scale<<<8, 128>>>(a, n);
}
// n is 1024 at run time, not 100: unresolved.
// CHECK: host-reference-alias.cu:[[@LINE-3]]:3: remark: launch of 'scale' (estimated): grid (8, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK: unresolved      n (not evaluable from the host code)

void run_pointer(float *a) {
  int threads = 64;
  int *p = &threads;
  *p = 128;
  scale<<<2, threads>>>(a, 256);
}
// CHECK: host-reference-alias.cu:[[@LINE-2]]:3: remark: launch of 'scale' (estimated): grid (2, 1, 1), block (threads, 1, 1); n = 256 [roofline-launch]
// CHECK: unresolved      threads (not evaluable from the host code)

// A const reference cannot write, and an alias made after the launch comes
// too late to matter: n = 500 with 4 * 128 = 512 threads.
void run_const(float *a) {
  int n = 500;
  const int &c = n;
  scale<<<4, 128>>>(a, n);
  (void)c;
  int &late = n;
  late = 7;
}
// CHECK: host-reference-alias.cu:[[@LINE-5]]:3: remark: launch of 'scale': grid (4, 1, 1), block (128, 1, 1); n = 500 [roofline-launch]
// CHECK: threads         512, 500 active
