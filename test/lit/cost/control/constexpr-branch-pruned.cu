// Branches decided at compile time (`if constexpr`, a constexpr constant, a template
// argument) are pruned: only the side that exists is counted, with no note and no
// (estimated). Each pruned side below is the costlier one, so counting it, or taking
// the costlier side, would show. The side kept is a copy: load 4 B, store 4 B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:' --implicit-check-not='remark: kernel'

constexpr bool kAccumulate = false;
constexpr int kMode = 2;

__global__ void copy_if_constexpr(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if constexpr (kAccumulate)
    y[i] += x[i] * x[i];
  else
    y[i] = x[i];
}
// CHECK: constexpr-branch-pruned.cu:[[@LINE-7]]:17: remark: kernel 'copy_if_constexpr': moves data only, 8 B of global traffic per thread
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// A plain `if` on a constexpr value is decided at compile time too.
__global__ void copy_if_const_mode(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (kMode == 1)
    y[i] = x[i] * x[i] + y[i];
  else
    y[i] = x[i];
}
// CHECK: constexpr-branch-pruned.cu:[[@LINE-7]]:17: remark: kernel 'copy_if_const_mode': moves data only, 8 B of global traffic per thread
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// A template constant in an inlined __device__ function: put<false> copies.
template <bool Add> __device__ void put(float *dst, const float *src) {
  if (Add)
    *dst += *src * *src;
  else
    *dst = *src;
}

__global__ void copy_via_template(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  put<false>(&y[i], &x[i]);
}
// CHECK: constexpr-branch-pruned.cu:[[@LINE-4]]:17: remark: kernel 'copy_via_template': moves data only, 8 B of global traffic per thread
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// A template kernel launched with its argument: store_or_add<true> keeps the
// read-modify-write (load x[i] 4 B, load y[i] 4 B, store y[i] 4 B, 1 FLOP) and
// drops the copy. 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s.
template <bool Accumulate>
__global__ void store_or_add(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (Accumulate)
    y[i] += x[i];
  else
    y[i] = x[i];
}

void accumulate(const float *x, float *y) { store_or_add<true><<<1, 32>>>(x, y); }
// CHECK: constexpr-branch-pruned.cu:[[@LINE-9]]:17: remark: kernel 'store_or_add<true>': memory-bound at any cache behaviour (launch at {{.*}}constexpr-branch-pruned.cu:[[@LINE-1]]), predicted {{[^,]*}}, can never beat {{[^ ]* [GTP]?FLOP/s}} [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
