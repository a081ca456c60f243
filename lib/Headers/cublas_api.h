//===- cublas_api.h - roofline-lint stand-in for the CUDA SDK header ------===//
//
// roofline-lint's minimal stand-in for the cuBLAS header of the same name,
// which ships with the CUDA toolkit: handle, status and mode enums and the
// commonly used BLAS-1/2/3 and GEMM-extension calls (the `_v2` entry points
// that cublas_v2.h maps the plain names to). Host-only declarations: the
// analyzer does not model library calls, this only lets host code parse.
//
//===----------------------------------------------------------------------===//

#ifndef CUBLAS_API_H_
#define CUBLAS_API_H_

#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include "cuda_runtime_api.h"
#include "library_types.h"

#include <stdint.h>

#define CUBLASAPI
#define CUBLASWINAPI

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

typedef enum {
  CUBLAS_FILL_MODE_LOWER = 0,
  CUBLAS_FILL_MODE_UPPER = 1,
  CUBLAS_FILL_MODE_FULL = 2
} cublasFillMode_t;
typedef enum {
  CUBLAS_DIAG_NON_UNIT = 0,
  CUBLAS_DIAG_UNIT = 1
} cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2,
  CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum {
  CUBLAS_POINTER_MODE_HOST = 0,
  CUBLAS_POINTER_MODE_DEVICE = 1
} cublasPointerMode_t;
typedef enum {
  CUBLAS_ATOMICS_NOT_ALLOWED = 0,
  CUBLAS_ATOMICS_ALLOWED = 1
} cublasAtomicsMode_t;
typedef enum {
  CUBLAS_GEMM_DFALT = -1,
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_DFALT_TENSOR_OP = 99
} cublasGemmAlgo_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef cudaDataType cublasDataType_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;

extern "C" {
cublasStatus_t CUBLASWINAPI cublasCreate_v2(cublasHandle_t *handle);
cublasStatus_t CUBLASWINAPI cublasDestroy_v2(cublasHandle_t handle);
cublasStatus_t CUBLASWINAPI cublasGetVersion_v2(cublasHandle_t handle,
                                                int *version);
cublasStatus_t CUBLASWINAPI cublasSetWorkspace_v2(cublasHandle_t handle,
                                                  void *workspace,
                                                  size_t workspaceSizeInBytes);
cublasStatus_t CUBLASWINAPI cublasSetStream_v2(cublasHandle_t handle,
                                               cudaStream_t streamId);
cublasStatus_t CUBLASWINAPI cublasGetStream_v2(cublasHandle_t handle,
                                               cudaStream_t *streamId);
cublasStatus_t CUBLASWINAPI cublasGetPointerMode_v2(cublasHandle_t handle,
                                                    cublasPointerMode_t *mode);
cublasStatus_t CUBLASWINAPI cublasSetPointerMode_v2(cublasHandle_t handle,
                                                    cublasPointerMode_t mode);
cublasStatus_t CUBLASWINAPI cublasGetMathMode(cublasHandle_t handle,
                                              cublasMath_t *mode);
cublasStatus_t CUBLASWINAPI cublasSetMathMode(cublasHandle_t handle,
                                              cublasMath_t mode);
cublasStatus_t CUBLASWINAPI cublasSetAtomicsMode(cublasHandle_t handle,
                                                 cublasAtomicsMode_t mode);
const char *CUBLASWINAPI cublasGetStatusName(cublasStatus_t status);
const char *CUBLASWINAPI cublasGetStatusString(cublasStatus_t status);

cublasStatus_t CUBLASWINAPI cublasSetVector(int n, int elemSize, const void *x,
                                            int incx, void *devicePtr,
                                            int incy);
cublasStatus_t CUBLASWINAPI cublasGetVector(int n, int elemSize, const void *x,
                                            int incx, void *y, int incy);
cublasStatus_t CUBLASWINAPI cublasSetMatrix(int rows, int cols, int elemSize,
                                            const void *A, int lda, void *B,
                                            int ldb);
cublasStatus_t CUBLASWINAPI cublasGetMatrix(int rows, int cols, int elemSize,
                                            const void *A, int lda, void *B,
                                            int ldb);

// BLAS-1.
cublasStatus_t CUBLASWINAPI cublasSnrm2_v2(cublasHandle_t handle, int n,
                                           const float *x, int incx,
                                           float *result);
cublasStatus_t CUBLASWINAPI cublasDnrm2_v2(cublasHandle_t handle, int n,
                                           const double *x, int incx,
                                           double *result);
cublasStatus_t CUBLASWINAPI cublasSdot_v2(cublasHandle_t handle, int n,
                                          const float *x, int incx,
                                          const float *y, int incy,
                                          float *result);
cublasStatus_t CUBLASWINAPI cublasDdot_v2(cublasHandle_t handle, int n,
                                          const double *x, int incx,
                                          const double *y, int incy,
                                          double *result);
cublasStatus_t CUBLASWINAPI cublasSscal_v2(cublasHandle_t handle, int n,
                                           const float *alpha, float *x,
                                           int incx);
cublasStatus_t CUBLASWINAPI cublasDscal_v2(cublasHandle_t handle, int n,
                                           const double *alpha, double *x,
                                           int incx);
cublasStatus_t CUBLASWINAPI cublasSaxpy_v2(cublasHandle_t handle, int n,
                                           const float *alpha, const float *x,
                                           int incx, float *y, int incy);
cublasStatus_t CUBLASWINAPI cublasDaxpy_v2(cublasHandle_t handle, int n,
                                           const double *alpha, const double *x,
                                           int incx, double *y, int incy);
cublasStatus_t CUBLASWINAPI cublasScopy_v2(cublasHandle_t handle, int n,
                                           const float *x, int incx, float *y,
                                           int incy);
cublasStatus_t CUBLASWINAPI cublasIsamax_v2(cublasHandle_t handle, int n,
                                            const float *x, int incx,
                                            int *result);
cublasStatus_t CUBLASWINAPI cublasSasum_v2(cublasHandle_t handle, int n,
                                           const float *x, int incx,
                                           float *result);

// BLAS-2.
cublasStatus_t CUBLASWINAPI
cublasSgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
               const float *alpha, const float *A, int lda, const float *x,
               int incx, const float *beta, float *y, int incy);
cublasStatus_t CUBLASWINAPI
cublasDgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
               const double *alpha, const double *A, int lda, const double *x,
               int incx, const double *beta, double *y, int incy);

// BLAS-3 and GEMM extensions.
cublasStatus_t CUBLASWINAPI cublasSgemm_v2(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const float *alpha, const float *A, int lda,
    const float *B, int ldb, const float *beta, float *C, int ldc);
cublasStatus_t CUBLASWINAPI cublasDgemm_v2(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const double *alpha, const double *A, int lda,
    const double *B, int ldb, const double *beta, double *C, int ldc);
cublasStatus_t CUBLASWINAPI cublasHgemm(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const __half *alpha, const __half *A, int lda,
    const __half *B, int ldb, const __half *beta, __half *C, int ldc);
cublasStatus_t CUBLASWINAPI cublasSgemmStridedBatched(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const float *alpha, const float *A, int lda,
    long long int strideA, const float *B, int ldb, long long int strideB,
    const float *beta, float *C, int ldc, long long int strideC,
    int batchCount);
cublasStatus_t CUBLASWINAPI cublasDgemmStridedBatched(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const double *alpha, const double *A, int lda,
    long long int strideA, const double *B, int ldb, long long int strideB,
    const double *beta, double *C, int ldc, long long int strideC,
    int batchCount);
cublasStatus_t CUBLASWINAPI cublasHgemmStridedBatched(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const __half *alpha, const __half *A, int lda,
    long long int strideA, const __half *B, int ldb, long long int strideB,
    const __half *beta, __half *C, int ldc, long long int strideC,
    int batchCount);
cublasStatus_t CUBLASWINAPI cublasSgemmBatched(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const float *alpha, const float *const Aarray[],
    int lda, const float *const Barray[], int ldb, const float *beta,
    float *const Carray[], int ldc, int batchCount);
cublasStatus_t CUBLASWINAPI cublasGemmEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
    int lda, const void *B, cudaDataType Btype, int ldb, const void *beta,
    void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
    cublasGemmAlgo_t algo);
cublasStatus_t CUBLASWINAPI cublasGemmStridedBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
    int lda, long long int strideA, const void *B, cudaDataType Btype, int ldb,
    long long int strideB, const void *beta, void *C, cudaDataType Ctype,
    int ldc, long long int strideC, int batchCount,
    cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t CUBLASWINAPI cublasGemmBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const void *alpha, const void *const Aarray[],
    cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype,
    int ldb, const void *beta, void *const Carray[], cudaDataType Ctype,
    int ldc, int batchCount, cublasComputeType_t computeType,
    cublasGemmAlgo_t algo);
cublasStatus_t CUBLASWINAPI cublasSgeam(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, const float *alpha, const float *A, int lda,
    const float *beta, const float *B, int ldb, float *C, int ldc);
} // extern "C"

#endif // CUBLAS_API_H_
