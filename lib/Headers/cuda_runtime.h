//===- cuda_runtime.h - roofline-lint stand-in for the CUDA SDK header ----===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name.
// Everything the SDK version makes visible is already visible through the
// force-included __roofline_cuda_runtime.h; this file adds the C++ template
// overloads of the runtime API (cudaMalloc(T **, size_t), cudaLaunchKernel
// on a kernel pointer, cudaFuncSetAttribute(T *, ...), ...), as the SDK's
// cuda_runtime.h does. Each forwards to the C function.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__

#include "builtin_types.h"
#include "cuda_runtime_api.h"
#include "host_defines.h"
#include "vector_functions.h"

#define __ROOFLINE_RTT static __inline__ __host__

template <class T>
__ROOFLINE_RTT cudaError_t cudaLaunchKernel(T *func, dim3 gridDim,
                                            dim3 blockDim, void **args,
                                            size_t sharedMem = 0,
                                            cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args,
                            sharedMem, stream);
}

template <class T>
__ROOFLINE_RTT cudaError_t
cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                            size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim,
                                       args, sharedMem, stream);
}

template <typename... ExpTypes, typename... ActTypes>
__ROOFLINE_RTT cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config,
                                              void (*kernel)(ExpTypes...),
                                              ActTypes &&...args) {
  void *pArgs[sizeof...(ActTypes) + 1] = {(void *)&args...};
  return ::cudaLaunchKernelExC(config, (const void *)kernel, pArgs);
}

__ROOFLINE_RTT cudaError_t cudaEventCreate(cudaEvent_t *event,
                                           unsigned int flags) {
  return ::cudaEventCreateWithFlags(event, flags);
}

__ROOFLINE_RTT cudaError_t cudaMallocHost(void **ptr, size_t size,
                                          unsigned int flags) {
  return ::cudaHostAlloc(ptr, size, flags);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMallocHost(T **ptr, size_t size,
                                          unsigned int flags = 0) {
  return ::cudaMallocHost((void **)(void *)ptr, size, flags);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaHostAlloc(T **ptr, size_t size,
                                         unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost,
                                                    unsigned int flags) {
  return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMallocManaged(
    T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}

template <class T>
__ROOFLINE_RTT cudaError_t
cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0,
                         unsigned int flags = cudaMemAttachSingle) {
  return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch,
                                           size_t width, size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMallocAsync(T **ptr, size_t size,
                                           cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)ptr, size, stream);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMemcpyToSymbol(
    const T &symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMemcpyToSymbolAsync(
    const T &symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset,
                                   kind, stream);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMemcpyFromSymbol(
    void *dst, const T &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset,
                                kind);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMemcpyFromSymbolAsync(
    void *dst, const T &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset,
                                     kind, stream);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaGetSymbolAddress(void **devPtr,
                                                const T &symbol) {
  return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
  return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

template <class T>
__ROOFLINE_RTT cudaError_t
cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}

template <class T>
__ROOFLINE_RTT cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) {
  return ::cudaFuncGetAttributes(attr, (const void *)entry);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaFuncSetAttribute(T *entry,
                                                enum cudaFuncAttribute attr,
                                                int value) {
  return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, T func, int blockSize, size_t dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize,
      cudaOccupancyDefault);
}

template <class T>
__ROOFLINE_RTT cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func,
                                                       int blockSize,
                                                       size_t dynamicSMemSize,
                                                       unsigned int flags) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize, flags);
}

template <class T>
__host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0,
    int blockSizeLimit = 0);

template <class UnaryFunction, class T>
__host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, T func,
    UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0);

template <class T>
__ROOFLINE_RTT cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, T *func, int numBlocks, int blockSize) {
  return ::cudaOccupancyAvailableDynamicSMemPerBlock(
      dynamicSmemSize, (const void *)func, numBlocks, blockSize);
}

template <class T>
__host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0,
    int blockSizeLimit = 0, unsigned int flags = 0);

template <class T>
__ROOFLINE_RTT cudaError_t cudaMallocFromPoolAsync(T **ptr, size_t size,
                                                   cudaMemPool_t memPool,
                                                   cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

template <class T>
__ROOFLINE_RTT cudaError_t cudaMallocAsync(T **ptr, size_t size,
                                           cudaMemPool_t memPool,
                                           cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

__ROOFLINE_RTT cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec,
                                                cudaGraph_t graph,
                                                cudaGraphNode_t *pErrorNode,
                                                char *pLogBuffer,
                                                size_t bufferSize) {
  (void)pErrorNode;
  (void)pLogBuffer;
  (void)bufferSize;
  return ::cudaGraphInstantiate(pGraphExec, graph, 0);
}

__ROOFLINE_RTT cudaError_t
cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                    cudaGraphNode_t *hErrorNode_out,
                    enum cudaGraphExecUpdateResult *updateResult_out) {
  cudaGraphExecUpdateResultInfo resultInfo;
  cudaError_t status = ::cudaGraphExecUpdate(hGraphExec, hGraph, &resultInfo);
  if (hErrorNode_out)
    *hErrorNode_out = resultInfo.errorNode;
  if (updateResult_out)
    *updateResult_out = resultInfo.result;
  return status;
}

// cudaCreateChannelDesc<T>(): the channel layout of a texel type.
template <class T> __host__ cudaChannelFormatDesc cudaCreateChannelDesc();

#undef __ROOFLINE_RTT

#endif // __CUDA_RUNTIME_H__
