// The default readout: a kernel's assumptions are printed one by one while
// they stand at five places or fewer; at more, they are counted by id on one
// line. A note that judges the kernel (roofline-memory-bound) is printed.
// RUN: %lint %s | FileCheck %s --match-full-lines
// RUN: %lint %s -- -DFEW | FileCheck %s --check-prefix=FEW

__global__ void pick(const float *x, float *y, const int *f) {
  int i = threadIdx.x;
  float s = 0;
  if (f[0]) s += x[i];
  if (f[1]) s += x[i + 1];
  if (f[2]) s += x[i + 2];
  if (f[3]) s += x[i + 3];
  if (f[4]) s += x[i + 4];
#ifndef FEW
  if (f[5]) s += x[i + 5];
#endif
  y[i] = s;
}

int main() {
  float *x, *y;
  int *f;
  pick<<<1, 32>>>(x, y, f);
}

// CHECK:      {{.*}}brief-notes-counted.cu:7:17: remark: kernel 'pick' (estimated): memory-bound at any cache behaviour
// CHECK-NEXT:                   (launch at {{.*}}brief-notes-counted.cu:24), predicted 600 GFLOP/s (limited by DRAM),
// CHECK-NEXT:                   can never beat 640 GFLOP/s [roofline-kernel]
// CHECK-NEXT:   launch          {{.*}}brief-notes-counted.cu:24:3: grid (1, 1, 1), block (32, 1, 1)
// CHECK-NEXT: {{.*}}brief-notes-counted.cu:7:17: note: memory-bound at any cache behaviour: even with perfect reuse 0.64 FLOP/B is below
// CHECK-NEXT:                   the ridge 10; only fewer bytes help (narrower types, fusion) [roofline-memory-bound]
// CHECK-NEXT:   notes           6 roofline-data-dependent-branch (at as many places; --readout=full prints each)
// CHECK-NOT:  {{.}}

// FEW:      remark: kernel 'pick'
// FEW:      brief-notes-counted.cu:10:7: note: branch on data counted as taken [roofline-data-dependent-branch]
// FEW-NEXT: brief-notes-counted.cu:11:7: note: branch on data counted as taken [roofline-data-dependent-branch]
// FEW-NEXT: brief-notes-counted.cu:12:7: note: branch on data counted as taken [roofline-data-dependent-branch]
// FEW-NEXT: brief-notes-counted.cu:13:7: note: branch on data counted as taken [roofline-data-dependent-branch]
// FEW-NEXT: brief-notes-counted.cu:14:7: note: branch on data counted as taken [roofline-data-dependent-branch]
// FEW-NOT:  notes
