// roofline-invalid-launch: a launch with no blocks is refused by CUDA
// (cudaErrorInvalidConfiguration) and the kernel never runs; a launch with
// blocks is quiet, and NOLINT on the launch's line suppresses the finding.
// RUN: %roofline-lint-bare --list-checks | FileCheck %s --check-prefix=LIST
// LIST: roofline-invalid-launch
// RUN: %roofline-lint-bare --explain roofline-invalid-launch | FileCheck %s --check-prefix=PAGE
// PAGE: # roofline-invalid-launch
// RUN: %lint %s 2>&1 | FileCheck %s

__global__ void scale(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] *= 2.0f; }

void host(float *x) {
  scale<<<0, 256>>>(x);
  scale<<<4, 256>>>(x);
  scale<<<dim3(8, 0), 256>>>(x); // NOLINT(roofline-invalid-launch)
}
// CHECK: roofline-invalid-launch.cu:13:3: warning: CUDA refuses this launch of 'scale': grid (0, 1, 1) has no blocks (gridDim.x
// CHECK-NEXT: must be at least 1) [roofline-invalid-launch]
// CHECK-NOT: :14:3: warning
// CHECK-NOT: :15:3: warning
// CHECK: roofline-lint: 1 warning, 0 errors (1 suppressed)
