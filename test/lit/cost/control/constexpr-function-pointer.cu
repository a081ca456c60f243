// A call through a function pointer that is a constant (a constexpr local
// chosen by a constexpr function of a template argument, as quantized
// matrix-vector kernels pick their dot product) is a call of that function:
// its FLOPs and loads count. A pointer known only at run time stays opaque.
// RUN: %roofline-lint %s | FileCheck %s

typedef float (*dot_t)(const float *, const float *, int);
__device__ float dot_f32(const float *a, const float *b, int i) {
  return a[i] * b[i];
}
__device__ float dot_sq(const float *a, const float *, int i) {
  return a[i] * a[i] + 1.0f;
}
constexpr __host__ __device__ dot_t pick(int type) {
  return type == 0 ? dot_f32 : dot_sq;
}

template <int type>
__global__ void matvec(const float *a, const float *b, float *y) {
  constexpr dot_t dot = pick(type);
  float s = 0;
  for (int i = 0; i < 16; ++i)
    s += dot(a, b, 16 * threadIdx.x + i);
  y[threadIdx.x] = s;
}
template __global__ void matvec<0>(const float *, const float *, float *);
template __global__ void matvec<1>(const float *, const float *, float *);

// 16 x (1 multiply + 1 add), 16 x 8 B loaded, 4 B stored.
// CHECK: constexpr-function-pointer.cu:[[@LINE-11]]:17: remark: kernel 'matvec<0>'
// CHECK-NEXT: flops/thread    32  (fp32 32)
// CHECK-NEXT: global/thread   132 B  (load 128 B, store 4 B)
// 16 x (1 multiply + 2 adds), 16 x 8 B (a[i] twice), 4 B stored.
// CHECK: remark: kernel 'matvec<1>'
// CHECK-NEXT: flops/thread    48  (fp32 48)
// CHECK-NEXT: global/thread   132 B  (load 128 B, store 4 B)

__global__ void through_pointer(dot_t dot, const float *a, float *y) {
  y[threadIdx.x] = dot(a, a, threadIdx.x);
}
// CHECK: remark: kernel 'through_pointer' (estimated)
// CHECK: constexpr-function-pointer.cu:[[@LINE-3]]:20: note: indirect call contributes nothing [roofline-opaque-call]
