// roofline-reuse-opportunity needs an exact footprint: here each block of 256
// reads in[b * 512 + t] and in[b * 256 + t], two images of in with different
// strides that overlap, which the footprint counts as the larger of the two
// (a lower bound, 2^20 of the true 1.5 * 2^20 floats). Requested bytes are
// twice that bound, which would look like re-reads worth a tile; they are
// not re-reads, and nothing is flagged.
// RUN: %lint --readout=full %s | FileCheck %s --implicit-check-not='warning:'

__global__ void halves(const float *in, float *out) {
  int b = blockIdx.x, t = threadIdx.x;
  out[b * 256 + t] = in[b * 512 + t] + in[b * 256 + t];
}

int main() { halves<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: compulsory      8388608 B  (read 4194304 B, write 4194304 B; a lower bound, at most 12582912 B, see notes)
// CHECK: compulsory bytes of 'in' are a lower bound:
// CHECK-NEXT: its accesses differ and overlap; the largest one is counted
