// A launch without FLOPs has no FLOP/s ceiling: its verdict is in bytes and
// time. A copy of 2^20 floats, contiguous: compulsory and sector bytes both
// 8388608 B, every fetched sector used; at the test GPU's 1 TB/s,
// time >= 8388608 / 1e12 = 8.39 us. No finding: a copy is what it is.
// RUN: %lint --readout=full %s | FileCheck %s --implicit-check-not='{{warning|note}}:'

__global__ void copy(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

int main() { copy<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: verdict-zero-flops.cu:[[@LINE-6]]:17: remark: kernel 'copy': moves data only (launch at {{.*}}verdict-zero-flops.cu:[[@LINE-1]]), at least 8388608 B [roofline-kernel]
// CHECK: remark: launch of 'copy'
// CHECK: threads         1048576
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT: sectors         8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT: compulsory      8388608 B  (read 4194304 B, write 4194304 B)
// CHECK-NEXT: intensity       0 FLOP/B
// CHECK-NEXT: verdict         moves data only: at least 8388608 B (compulsory), 8388608 B without reuse; sectors 100 % used
// CHECK-NEXT: time            >= 8.39 us
