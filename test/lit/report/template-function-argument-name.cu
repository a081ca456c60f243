// A kernel whose template argument is a function template specialization is
// named with that function's own template arguments, so two instantiations
// that differ only there are two kernels in the report.
// RUN: %roofline-lint %s | FileCheck %s

#include <cuda_fp16.h>

typedef void (*convert_t)(const char *src, char *dst);

template <typename S, typename D> __device__ void convert(const char *src, char *dst) {
  *(D *)dst = D(*(const S *)src);
}

template <convert_t F> __global__ void copy(const char *src, char *dst) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  F(src + 4 * i, dst + 4 * i);
}

void run(const char *src, char *dst) {
  copy<convert<float, float>><<<64, 256>>>(src, dst);
  copy<convert<float, half>><<<64, 256>>>(src, dst);
}

// CHECK-DAG: remark: kernel 'copy<&convert<float, float>>'
// CHECK-DAG: remark: kernel 'copy<&convert<float, __half>>'
// CHECK-DAG: remark: launch of 'copy<&convert<float, float>>': grid (64, 1, 1), block (256, 1, 1)
// CHECK-DAG: remark: launch of 'copy<&convert<float, __half>>': grid (64, 1, 1), block (256, 1, 1)
