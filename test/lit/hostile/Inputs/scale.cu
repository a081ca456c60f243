__global__ void scale(float *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f;
}
