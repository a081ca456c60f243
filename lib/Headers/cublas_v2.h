//===- cublas_v2.h - roofline-lint stand-in for the CUDA SDK header -------===//
//
// roofline-lint's minimal stand-in for the cuBLAS header of the same name:
// maps the plain cuBLAS names to their `_v2` entry points, as the toolkit's
// header does, so calls have the same callee names in both modes.
//
//===----------------------------------------------------------------------===//

#ifndef CUBLAS_V2_H_
#define CUBLAS_V2_H_

#include "cublas_api.h"

#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasSetWorkspace cublasSetWorkspace_v2
#define cublasSetStream cublasSetStream_v2
#define cublasGetStream cublasGetStream_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#define cublasSnrm2 cublasSnrm2_v2
#define cublasDnrm2 cublasDnrm2_v2
#define cublasSdot cublasSdot_v2
#define cublasDdot cublasDdot_v2
#define cublasSscal cublasSscal_v2
#define cublasDscal cublasDscal_v2
#define cublasSaxpy cublasSaxpy_v2
#define cublasDaxpy cublasDaxpy_v2
#define cublasScopy cublasScopy_v2
#define cublasIsamax cublasIsamax_v2
#define cublasSasum cublasSasum_v2
#define cublasSgemv cublasSgemv_v2
#define cublasDgemv cublasDgemv_v2
#define cublasSgemm cublasSgemm_v2
#define cublasDgemm cublasDgemm_v2

#endif // CUBLAS_V2_H_
