#include "h.cuh"
void a(float *x) { scale<1><<<64, 256>>>(x, 16384); }
