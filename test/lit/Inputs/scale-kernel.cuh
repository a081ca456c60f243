// A kernel defined in a user header, included by main-file-only.cu.
__global__ void scale_in_header(float *x, float s) { x[threadIdx.x] *= s; }
