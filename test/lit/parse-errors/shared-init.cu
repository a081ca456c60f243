// Clang rejects a __shared__ variable with a constructor, which nvcc
// accepts: the finding says what to do about it.
// RUN: %expect-exit 3 %lint --readout=full %s 2>/dev/null | FileCheck %s

struct Barrier {
  __device__ Barrier() : count(0) {}
  int count;
};

__global__ void uses_barrier(float *x) {
  __shared__ Barrier bar;
  x[threadIdx.x] = 1.0f;
}
// CHECK: shared-init.cu:[[@LINE-3]]:22: error: '{{.*}}shared-init.cu' could not be parsed: 1 Clang error, at {{.*}}shared-init.cu:[[@LINE-3]]: initialization is not supported for __shared__ variables; kernel 'uses_barrier' not analyzed; Clang rejects __shared__ variables with a constructor (such as cuda::barrier), which nvcc accepts: declare the storage raw under __clang__, or set roofline-parse-error's level for this file (--explain roofline-parse-error) [roofline-parse-error]
