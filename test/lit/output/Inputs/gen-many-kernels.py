"""Writes a CUDA file with N uncoalesced kernels, each launched from main():
every kernel gives one roofline-uncoalesced-access warning, so a tree of
real size can be stood in for by one file."""
import sys

n = int(sys.argv[1])
lines = []
for i in range(n):
    lines.append(
        "__global__ void gather_with_a_long_descriptive_name_%d(const float *in, float *out) {\n"
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "  out[i] = 2.0f * in[8 * i];\n"
        "}\n" % i)
lines.append("int main() {\n  float *in, *out;\n")
for i in range(n):
    lines.append("  gather_with_a_long_descriptive_name_%d<<<4096, 256>>>(in, out);\n" % i)
lines.append("}\n")
sys.stdout.write("".join(lines))
