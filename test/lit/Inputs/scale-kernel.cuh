// A kernel in a user header (main-file-only.cu, header-path-spelling.cu).
__global__ void scale_in_header(float *x, float s) { x[threadIdx.x] *= s; }
