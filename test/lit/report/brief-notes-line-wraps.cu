// The default readout's line of counted notes fits 120 columns: it may break
// after a comma before the next count.
// RUN: %lint %s | FileCheck %s --match-full-lines

extern __device__ float opaque(float v); // defined in another file

__global__ void walk(const float *x, float *y, const int *f, const int *len) {
  int i = threadIdx.x;
  float s = 0;
  if (f[0]) s += x[i];
  if (f[1]) s += x[i + 1];
  if (f[2]) s += x[i + 2];
  if (f[3]) s += x[i + 3];
  if (f[4]) s += x[i + 4];
  if (f[5]) s += x[i + 5];
  for (int k = 0; k < len[0]; ++k) s += x[k];
  for (int k = 0; k < len[1]; ++k) s += x[k];
  for (int k = 0; k < len[2]; ++k) s += x[k];
  for (int k = 0; k < len[3]; ++k) s += x[k];
  for (int k = 0; k < len[4]; ++k) s += x[k];
  for (int k = 0; k < len[5]; ++k) s += x[k];
  for (int k = 0; k < 8; ++k) { if (f[k + 6]) break; s += x[k]; }
  for (int k = 0; k < 8; ++k) { if (f[k + 7]) break; s += x[k]; }
  for (int k = 0; k < 8; ++k) { if (f[k + 8]) break; s += x[k]; }
  for (int k = 0; k < 8; ++k) { if (f[k + 9]) break; s += x[k]; }
  for (int k = 0; k < 8; ++k) { if (f[k + 10]) break; s += x[k]; }
  for (int k = 0; k < 8; ++k) { if (f[k + 11]) break; s += x[k]; }
  s = opaque(s);
  s = opaque(s);
  s = opaque(s);
  s = opaque(s);
  s = opaque(s);
  s = opaque(s);
  y[i] = s;
}

int main() {
  float *x, *y;
  int *f, *len;
  walk<<<1, 32>>>(x, y, f, len);
}

// 12 + 6 + 6 + 6 notes at as many places: the counts are 119 characters
// after the label, so the line breaks after a comma, the next count first.
// CHECK:        notes           12 roofline-data-dependent-branch, 6 roofline-loop-early-exit, 6 roofline-opaque-call,
// CHECK-NEXT:                   6 roofline-unknown-trip-count (at as many places; --readout=full prints each)
