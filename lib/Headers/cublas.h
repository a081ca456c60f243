//===- cublas.h - roofline-lint stand-in for the CUDA SDK header ----------===//
//
// roofline-lint's minimal stand-in for the cuBLAS header of the same name.
// The legacy API is not provided; this forwards to the v2 API.
//
//===----------------------------------------------------------------------===//

#include "cublas_v2.h"
