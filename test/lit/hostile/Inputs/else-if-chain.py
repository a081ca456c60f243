"""Prints a kernel whose body is an else-if chain of N arms on threadIdx.x
(arm a: `i == a`, one FLOP), launched with one block of 256 threads."""
import sys

n = int(sys.argv[1])
print("__global__ void k(float *x) {")
print("  int i = threadIdx.x;")
for a in range(n):
    print(("  if" if a == 0 else "  else if") + f" (i == {a}) x[i] += {a}.0f;")
print("  else x[i] = 0.0f;")
print("}")
print("void h(float *x) { k<<<1, 256>>>(x); }")
