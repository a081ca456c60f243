// A kernel that launches a kernel (dynamic parallelism) needs relocatable
// device code: the file is parsed again with -fgpu-rdc, and -v says so.
// RUN: %expect-exit 0 %roofline-lint -v %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=VERBOSE < %t.err

__global__ void child(float *x) { x[threadIdx.x] *= 2.0f; }

__global__ void parent(float *x) {
  child<<<1, 32>>>(x);
}
// CHECK: device-side-launch.cu:6:17: remark: kernel 'child'
// CHECK-NOT: roofline-parse-error
// VERBOSE: device-side-launch.cu: added -fgpu-rdc: a kernel launches kernels (dynamic parallelism)
// VERBOSE-NOT: error:
