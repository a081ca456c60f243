// roofline-reuse-opportunity needs an exact footprint: here each block of 256
// reads its 1024 elements as four quarters, in[i + q * blockDim.x], which the
// footprint counts as the largest of the four images (a lower bound, 2^20 of
// the true 2^22 floats). Requested bytes are four times that bound, and the
// no-reuse time bound 2.5 times the one over it, which would look like
// re-reads worth a tile; they are not re-reads, and nothing is flagged.
// RUN: %lint %s | FileCheck %s --implicit-check-not='warning:'

__global__ void quarters(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  int b = blockDim.x;
  out[blockIdx.x * b + threadIdx.x] =
      in[i] + in[i + b] + in[i + 2 * b] + in[i + 3 * b];
}

int main() { quarters<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: compulsory      8388608 B  (read 4194304 B, write 4194304 B; a lower bound, see notes)
