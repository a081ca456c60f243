// Templates are reported per instantiation launched, explicit or deduced, with
// their template arguments in the name, and each launch under its own.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

template <int TILE, typename T>
__global__ void scale_tile(T *x, T s) {
  for (int k = 0; k < TILE; ++k)
    x[threadIdx.x * TILE + k] *= s;
}

void run(float *f, double *d) {
  scale_tile<4, float><<<2, 32>>>(f, 2.0f);
  scale_tile<8><<<1, 64>>>(d, 2.0);
}
// CHECK: template-instantiation.cu:[[@LINE-9]]:17: remark: kernel 'scale_tile<4, float>'
// CHECK-NEXT: flops/thread    4  (fp32 4)
// CHECK: template-instantiation.cu:[[@LINE-5]]:3: remark: launch of 'scale_tile<4, float>': grid (2, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK: threads         64
// CHECK-NEXT: flops           256  (fp32 256)
// CHECK-NEXT: global          2048 B  (load 1024 B, store 1024 B)
// CHECK: template-instantiation.cu:[[@LINE-15]]:17: remark: kernel 'scale_tile<8, double>'
// CHECK-NEXT: flops/thread    8  (fp64 8)
// CHECK: template-instantiation.cu:[[@LINE-10]]:3: remark: launch of 'scale_tile<8, double>': grid (1, 1, 1), block (64, 1, 1) [roofline-launch]
// CHECK: threads         64
// CHECK-NEXT: flops           512  (fp64 512)
// CHECK-NEXT: global          8192 B  (load 4096 B, store 4096 B)
