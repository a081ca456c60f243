#include "h.cuh"
void z(float *x) { scale<1><<<2, 256>>>(x, 512); }
