// The default readout fits 120 columns: a remark or finding past them wraps
// onto lines under the text column, its [id] with the last word; the
// directories of a path do not count, so the readout wraps the same from any
// directory. --quiet and --readout=full keep each finding on one line, in
// full; the brief readout words the verdict note without what the remark
// above it says.
// RUN: %lint %s > %t.abs
// RUN: FileCheck %s --match-full-lines < %t.abs
// RUN: cd %S && %lint brief-wraps-findings.cu > %t.rel
// RUN: awk 'length > 120' %t.rel | FileCheck %s --allow-empty --check-prefix=LONG
// RUN: sed 's|%S/||g' %t.abs | diff - %t.rel
// RUN: %expect-exit 1 %lint --quiet --fail-on=note %s | FileCheck %s --check-prefix=ONE
// RUN: %lint --readout=full %s | FileCheck %s --check-prefix=ONE

__global__ void copy_with_a_rather_long_kernel_name(const float *in, float *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 2.0f * in[blockIdx.x * blockDim.x + threadIdx.x];
}

int main() {
  float *in, *out;
  copy_with_a_rather_long_kernel_name<<<4096, 256>>>(in, out);
}

// 2^20 threads, 1 FLOP over 8 B each: 0.125 FLOP/B, 125 GFLOP/s at 1 TB/s.
// CHECK:      {{.*}}brief-wraps-findings.cu:15:17: remark: kernel 'copy_with_a_rather_long_kernel_name': memory-bound at any cache behaviour
// CHECK-NEXT:                   (launch at {{.*}}brief-wraps-findings.cu:21), predicted 125 GFLOP/s (limited by DRAM),
// CHECK-NEXT:                   can never beat 125 GFLOP/s [roofline-kernel]
// CHECK-NEXT:   launch          {{.*}}brief-wraps-findings.cu:21:3: grid (4096, 1, 1), block (256, 1, 1)
// CHECK-NEXT: {{.*}}brief-wraps-findings.cu:15:17: note: memory-bound at any cache behaviour: even with perfect reuse 0.125 FLOP/B is below
// CHECK-NEXT:                   the ridge 10; only fewer bytes help (narrower types, fusion) [roofline-memory-bound]
// CHECK-NOT:  {{.}}

// LONG-NOT: {{.}}

// ONE: brief-wraps-findings.cu:15:17: note: kernel 'copy_with_a_rather_long_kernel_name' is memory-bound at any cache behaviour on Test GPU (10 TFLOP/s, 1 TB/s) (launch at {{.*}}brief-wraps-findings.cu:21): even with perfect reuse 0.125 FLOP/B is below the ridge 10, sound ceiling 125 GFLOP/s = 1.2 % of fp32 peak; only fewer bytes help (narrower types, fusion) [roofline-memory-bound]
