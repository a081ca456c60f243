// Compulsory bytes of accesses closer than their width: float3 loads (12 B,
// 4-byte aligned) at 12 * threadIdx.x + 16 * blockIdx.x start at 0, 12, 16
// and 28: distinct starts, but 12 and 16 share bytes. Their union is
// [0, 40), 40 B; the count takes the least gap between two starts, 4 B, per
// start: 16 B, a lower bound, never the 48 B of four whole float3s.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void k(float *o, const float *a) {
  float3 v = *reinterpret_cast<const float3 *>(
      &a[3 * threadIdx.x + 4 * blockIdx.x]);
  o[blockIdx.x * 2 + threadIdx.x] = v.x;
}

int main() { k<<<2, 2>>>(nullptr, nullptr); }
// CHECK: launch of 'k'
// CHECK: compulsory      32 B  (read 16 B, write 16 B; a lower bound, at most 64 B, see notes)
// CHECK: compulsory bytes of 'a' are a lower bound:
// CHECK-NEXT: its accesses are wider than their stride
