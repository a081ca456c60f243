// The L2 rule does not take a lower bound of the footprint to fit the L2:
// in[b * 512 + t] and in[b * 256 + t] overlap in a way not derived, so the
// compulsory bytes (8388608 B) are a lower bound of the true 10485760 B.
// Either fits the test GPU's 37748736 B of L2, but only the bound is known:
// the estimate takes the wave rule, and says so, rather than "the footprint
// fits the L2".
// RUN: %roofline-lint %s | FileCheck %s

__global__ void halves(const float *in, float *out) {
  int b = blockIdx.x, t = threadIdx.x;
  out[b * 256 + t] = in[b * 512 + t] + in[b * 256 + t];
}

int main() { halves<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: launch of 'halves'
// CHECK: compulsory      8388608 B  (read 4194304 B, write 4194304 B; a lower bound, at most 12582912 B, see notes)
// CHECK-NOT: the footprint fits the L2
// CHECK: estimate {{.*}}
// CHECK-NEXT: L2 rule: {{[0-9]+}} waves of {{.*}}: a wave's working set per loop
// CHECK-NEXT: iteration is known only from below, so not known to fit the L2
