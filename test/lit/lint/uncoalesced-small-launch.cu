// A launch too short for DRAM to matter gets no uncoalesced-access finding:
// the same strided gather as uncoalesced-access.cu over one block of 256
// threads moves 8 * 32 * 32 + 256 * 4 = 9216 B without reuse, 9.2 ns at the
// test GPU's 1 TB/s: under a microsecond, launch latency bounds it.
// RUN: %lint --readout=full %s | FileCheck %s --implicit-check-not='warning:'

__global__ void gather(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[8 * i];
}

int main() { gather<<<1, 256>>>(nullptr, nullptr); }
// CHECK: sectors         9216 B  (load 8192 B, store 1024 B)
