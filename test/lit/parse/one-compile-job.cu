// One device-side compile job for one architecture, the chosen GPU's: each
// kernel is reported once, and __CUDA_ARCH__ is the device's (890 for the test
// GPU's sm_89, 900 for an H100's sm_90).
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=SM89
// RUN: %roofline-lint-bare --readout=full --no-cuda-sdk --gpu=h100 %s | FileCheck %s --check-prefix=SM90
// RUN: %roofline-lint %s -- --cuda-gpu-arch=sm_90 | FileCheck %s --check-prefix=SM90

__global__ void arch_dependent(double *x) {
#if __CUDA_ARCH__ >= 900
  x[0] = x[1] * x[2];
#else
  x[0] = x[1] * x[2] + x[3];
#endif
}
// SM89-COUNT-1: remark: kernel 'arch_dependent'
// SM89-NEXT: flops/thread    2  (fp64 2)
// SM89-NOT: remark:
// SM90-COUNT-1: remark: kernel 'arch_dependent'
// SM90-NEXT: flops/thread    1  (fp64 1)
// SM90-NOT: remark:
