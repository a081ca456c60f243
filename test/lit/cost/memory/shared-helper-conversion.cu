// Shared memory reached through a helper's conversion operator, as in cuda-samples'
// reduction: `SharedMemory<T>` converts to a `T *` that points to `extern
// __shared__` storage. The pointer it returns is shared memory, so accesses through
// `sdata` are shared bytes, not global bytes.
// Hand count per thread: global load g_idata[i] 4 B + global store g_odata[i] 4 B
// = 8 B; shared store sdata[tid] 4 B + shared load sdata[tid ^ 1] 4 B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

__global__ void neighbour_swap(const float *g_idata, float *g_odata) {
  float *sdata = SharedMemory<float>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = g_idata[i];
  __syncthreads();
  g_odata[i] = sdata[tid ^ 1];
}
// CHECK: shared-helper-conversion.cu:[[@LINE-8]]:17: remark: kernel 'neighbour_swap': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B
