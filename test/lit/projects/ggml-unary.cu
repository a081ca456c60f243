// A unary operation as ggml's CUDA backend writes it: the operation a
// function pointer given as a template argument, an early return past the
// last element. The threads past it do nothing; the totals count the active
// ones exactly.
// RUN: %roofline-lint %s | FileCheck %s

static __device__ __forceinline__ float op_silu(float x) { return x / (1.0f + expf(-x)); }

template <float (*op)(float), typename T>
static __global__ void unary_op_kernel(const T *x, T *dst, const int k) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= k)
    return;
  dst[i] = (T)op((float)x[i]);
}

template <float (*op)(float), typename T>
static void unary_cuda(const T *x, T *dst, const int k) {
  const int num_blocks = (k + 256 - 1) / 256;
  unary_op_kernel<op><<<num_blocks, 256>>>(x, dst, k);
}

int main() {
  float *x, *dst;
  unary_cuda<op_silu>(x, dst, 1000000);
}

// silu: a division and an add per element (expf a special function, the
// negation an other operation); 1,000,000 of the 3907 x 256 threads active.
// CHECK:      remark: kernel 'unary_op_kernel<&op_silu, float>'
// CHECK-NEXT:   flops/thread    2  (fp32 2)
// CHECK-NEXT:   global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT:   other ops       special 1, other 1 (not FLOPs)
// CHECK:      remark: launch of 'unary_op_kernel<&op_silu, float>': grid (3907, 1, 1), block (256, 1, 1); k = 1000000 [roofline-launch]
// CHECK:        threads         1000192, 1000000 active
// CHECK-NEXT:   flops           2000000  (fp32 2000000)
// CHECK-NEXT:   global          8000000 B  (load 4000000 B, store 4000000 B)
// CHECK-NEXT:   sectors         8000000 B  (load 4000000 B, store 4000000 B)
// CHECK-NEXT:   compulsory      8000000 B  (read 4000000 B, write 4000000 B)
