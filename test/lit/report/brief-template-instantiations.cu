// The default readout: a kernel template is one kernel of the source. Its
// instantiations' verdicts are counted in the remark with the spread of
// their predicted ceilings; while they are few, each launch has its line with the
// instantiation it launches.
// RUN: %lint %s | FileCheck %s --match-full-lines

template <typename T> __global__ void scale(T *x, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = a * x[i];
}

int main() {
  float *f;
  double *d;
  int n = 1 << 20;
  scale<<<n / 256, 256>>>(f, 2.0f, n);
  scale<<<n / 256, 256>>>(d, 2.0, n);
}

// float: 1 FLOP over 8 B, 125 GFLOP/s at 1 TB/s; double: over 16 B, 62.5.
// CHECK:      {{.*}}brief-template-instantiations.cu:7:39: remark: kernel 'scale' (2 instantiations): memory-bound at any cache behaviour 2;
// CHECK-NEXT:                   predicted 62.5 GFLOP/s to 125 GFLOP/s [roofline-kernel]
// CHECK-NEXT:   launch          {{.*}}brief-template-instantiations.cu:17:3: 'scale<float>', grid (4096, 1, 1), block (256, 1, 1):
// CHECK-NEXT:                   memory-bound at any cache behaviour, predicted 125 GFLOP/s (limited by DRAM),
// CHECK-NEXT:                   can never beat 125 GFLOP/s
// CHECK-NEXT:   launch          {{.*}}brief-template-instantiations.cu:18:3: 'scale<double>', grid (4096, 1, 1), block (256, 1, 1):
// CHECK-NEXT:                   memory-bound at any cache behaviour, predicted 62.5 GFLOP/s (limited by DRAM),
// CHECK-NEXT:                   can never beat 62.5 GFLOP/s
// The double instantiation's note at the same place is counted.
// CHECK-NEXT: {{.*}}brief-template-instantiations.cu:7:39: note: memory-bound at any cache behaviour: even with perfect reuse
// CHECK-NEXT:                   0.125 FLOP/B is below the ridge 10; only fewer bytes help (narrower types, fusion);
// CHECK-NEXT:                   and 1 more at this place (--readout=full) [roofline-memory-bound]
// CHECK-NOT:  {{.}}
