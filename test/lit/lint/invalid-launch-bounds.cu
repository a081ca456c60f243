// roofline-invalid-launch: more threads per block than the kernel's
// __launch_bounds__ allow is refused at launch ("too many resources
// requested"); a template's bound is its instantiation's, and a launch
// within the bound is quiet.
// RUN: %lint %s 2>&1 | FileCheck %s

template <int Threads>
__global__ void __launch_bounds__(Threads) tiled(float *x) { x[threadIdx.x] *= 2.0f; }

void host(float *x) {
  tiled<128><<<4, 256>>>(x);
  tiled<256><<<4, 256>>>(x);
}
// CHECK: invalid-launch-bounds.cu:11:3: warning: CUDA refuses this launch of 'tiled<128>': 256 threads per block,
// CHECK-NEXT: more than the kernel's __launch_bounds__(128) [roofline-invalid-launch]
// CHECK-NOT: 'tiled<256>': {{.*}}roofline-invalid-launch
// CHECK: roofline-lint: 1 warning, 0 errors
