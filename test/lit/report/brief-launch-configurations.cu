// The default readout: a kernel's remark, then one line per launch site and
// verdict. Configurations of one site with the same verdict share a line
// that lists them; the launch the remark rests on repeats no verdict, and
// another launch says its own. --readout=full and -v print every launch's
// numbers instead.
// RUN: %lint %s | FileCheck %s --match-full-lines
// RUN: %lint --readout=full %s | FileCheck %s --check-prefix=FULL
// RUN: %lint -v %s 2>/dev/null | FileCheck %s --check-prefix=FULL

__global__ void poly(float *x, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], s = 0;
    for (int k = 0; k < m; ++k)
      s = s * v + 1.0f;
    x[i] = s;
  }
}

void run(float *x, int n, int b) { poly<<<n / b, b>>>(x, n, 1); }

int main() {
  float *x;
  run(x, 1 << 20, 128);
  run(x, 1 << 20, 256);
  run(x, 1 << 20, 512);
  poly<<<4096, 256>>>(x, 1 << 20, 1000);
}

// 2 FLOP over 8 B per thread at 1 TB/s for m = 1: 250 GFLOP/s, the lowest
// ceiling, the remark's; 2000 FLOP over 8 B for m = 1000: compute-bound.
// CHECK:      {{.*}}brief-launch-configurations.cu:10:17: remark: kernel 'poly': memory-bound at any cache behaviour
// CHECK-NEXT:                   (launch at {{.*}}brief-launch-configurations.cu:20, configuration 1 of 3),
// CHECK-NEXT:                   predicted 250 GFLOP/s (limited by DRAM), can never beat 250 GFLOP/s [roofline-kernel]
// CHECK-NEXT:   launch          {{.*}}brief-launch-configurations.cu:20:36: 3 configurations: grid (8192, 1, 1), block (128, 1, 1);
// CHECK-NEXT:                   grid (4096, 1, 1), block (256, 1, 1); grid (2048, 1, 1), block (512, 1, 1)
// CHECK-NEXT:   launch          {{.*}}brief-launch-configurations.cu:27:3: grid (4096, 1, 1), block (256, 1, 1): compute-bound,
// CHECK-NEXT:                   predicted 10 TFLOP/s (limited by compute), can never beat 20 TFLOP/s
// CHECK-NEXT: {{.*}}brief-launch-configurations.cu:10:17: note: memory-bound at any cache behaviour: even with perfect reuse
// CHECK-NEXT:                   0.25 FLOP/B is below the ridge 10; only fewer bytes help (narrower types,
// CHECK-NEXT:                   fusion) [roofline-memory-bound]
// CHECK-NOT:  {{.}}

// FULL:       remark: kernel 'poly'
// FULL-NEXT:    flops/thread    2*m  (fp32 2*m)
// FULL:       remark: launch of 'poly': grid (8192, 1, 1), block (128, 1, 1)
// FULL:       remark: launch of 'poly': grid (4096, 1, 1), block (256, 1, 1)
// FULL:       remark: launch of 'poly': grid (2048, 1, 1), block (512, 1, 1)
// FULL:       remark: launch of 'poly': grid (4096, 1, 1), block (256, 1, 1)
