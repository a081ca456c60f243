//===- cuda_runtime_api.h - roofline-lint stand-in ------------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the C runtime API (memory, streams, events, devices, errors, launches,
// graphs, textures) declared with the SDK's names, signatures and default
// arguments. Declarations only: the analyzer never runs host code, it only
// needs host code around kernels to parse.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_RUNTIME_API_H__
#define __CUDA_RUNTIME_API_H__

#ifndef CUDART_VERSION
#define CUDART_VERSION 13000
#endif
#define __CUDART_API_VERSION CUDART_VERSION

#include "builtin_types.h"
#include "host_defines.h"

#include <stddef.h>

#define __ROOFLINE_RT extern __host__
// The SDK marks the calls that device code may make (dynamic parallelism) as
// __cudart_builtin__ and declares a __device__ twin for them below.
#define __ROOFLINE_RT_DEV extern __host__ __cudart_builtin__

extern "C" {

// Errors and versions.
__ROOFLINE_RT_DEV cudaError_t cudaGetLastError(void);
__ROOFLINE_RT_DEV cudaError_t cudaPeekAtLastError(void);
__ROOFLINE_RT_DEV const char *cudaGetErrorString(cudaError_t error);
__ROOFLINE_RT_DEV const char *cudaGetErrorName(cudaError_t error);
__ROOFLINE_RT cudaError_t cudaDriverGetVersion(int *driverVersion);
__ROOFLINE_RT_DEV cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);

// Devices.
__ROOFLINE_RT cudaError_t cudaDeviceReset(void);
__ROOFLINE_RT_DEV cudaError_t cudaDeviceSynchronize(void);
__ROOFLINE_RT cudaError_t cudaDeviceSetLimit(enum cudaLimit limit,
                                             size_t value);
__ROOFLINE_RT_DEV cudaError_t cudaDeviceGetLimit(size_t *pValue,
                                                 enum cudaLimit limit);
__ROOFLINE_RT_DEV cudaError_t
cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__ROOFLINE_RT cudaError_t
cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
__ROOFLINE_RT_DEV cudaError_t
cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
__ROOFLINE_RT cudaError_t cudaDeviceGetByPCIBusId(int *device,
                                                  const char *pciBusId);
__ROOFLINE_RT cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len,
                                                int device);
__ROOFLINE_RT_DEV cudaError_t cudaDeviceGetAttribute(int *value,
                                                     enum cudaDeviceAttr attr,
                                                     int device);
__ROOFLINE_RT cudaError_t cudaDeviceGetP2PAttribute(int *value,
                                                    enum cudaDeviceP2PAttr attr,
                                                    int srcDevice,
                                                    int dstDevice);
__ROOFLINE_RT cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer,
                                                  int device, int peerDevice);
__ROOFLINE_RT cudaError_t cudaDeviceEnablePeerAccess(int peerDevice,
                                                     unsigned int flags);
__ROOFLINE_RT cudaError_t cudaDeviceDisablePeerAccess(int peerDevice);
__ROOFLINE_RT cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool,
                                                      int device);
__ROOFLINE_RT_DEV cudaError_t cudaGetDeviceCount(int *count);
__ROOFLINE_RT_DEV cudaError_t
cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__ROOFLINE_RT_DEV cudaError_t cudaGetDevice(int *device);
__ROOFLINE_RT cudaError_t cudaSetDevice(int device);
__ROOFLINE_RT cudaError_t cudaSetDeviceFlags(unsigned int flags);
__ROOFLINE_RT cudaError_t cudaGetDeviceFlags(unsigned int *flags);
__ROOFLINE_RT cudaError_t cudaChooseDevice(int *device,
                                           const struct cudaDeviceProp *prop);
__ROOFLINE_RT cudaError_t cudaInitDevice(int device, unsigned int deviceFlags,
                                         unsigned int flags);
__ROOFLINE_RT cudaError_t cudaCtxResetPersistingL2Cache(void);

// Streams.
__ROOFLINE_RT cudaError_t cudaStreamCreate(cudaStream_t *pStream);
__ROOFLINE_RT_DEV cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream,
                                                        unsigned int flags);
__ROOFLINE_RT_DEV cudaError_t cudaStreamCreateWithPriority(
    cudaStream_t *pStream, unsigned int flags, int priority);
__ROOFLINE_RT_DEV cudaError_t cudaStreamGetPriority(cudaStream_t hStream,
                                                    int *priority);
__ROOFLINE_RT_DEV cudaError_t cudaStreamGetFlags(cudaStream_t hStream,
                                                 unsigned int *flags);
__ROOFLINE_RT_DEV cudaError_t cudaStreamDestroy(cudaStream_t stream);
__ROOFLINE_RT_DEV cudaError_t cudaStreamWaitEvent(cudaStream_t stream,
                                                  cudaEvent_t event,
                                                  unsigned int flags = 0);
__ROOFLINE_RT cudaError_t cudaStreamAddCallback(cudaStream_t stream,
                                                cudaStreamCallback_t callback,
                                                void *userData,
                                                unsigned int flags);
__ROOFLINE_RT cudaError_t cudaStreamSynchronize(cudaStream_t stream);
__ROOFLINE_RT cudaError_t cudaStreamQuery(cudaStream_t stream);
__ROOFLINE_RT_DEV cudaError_t
cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length = 0,
                         unsigned int flags = cudaMemAttachSingle);
__ROOFLINE_RT cudaError_t
cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
__ROOFLINE_RT cudaError_t cudaStreamEndCapture(cudaStream_t stream,
                                               cudaGraph_t *pGraph);
__ROOFLINE_RT cudaError_t cudaStreamIsCapturing(
    cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);

// Events.
__ROOFLINE_RT cudaError_t cudaEventCreate(cudaEvent_t *event);
__ROOFLINE_RT_DEV cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event,
                                                       unsigned int flags);
__ROOFLINE_RT_DEV cudaError_t cudaEventRecord(cudaEvent_t event,
                                              cudaStream_t stream = 0);
__ROOFLINE_RT_DEV cudaError_t cudaEventRecordWithFlags(cudaEvent_t event,
                                                       cudaStream_t stream = 0,
                                                       unsigned int flags = 0);
__ROOFLINE_RT cudaError_t cudaEventQuery(cudaEvent_t event);
__ROOFLINE_RT cudaError_t cudaEventSynchronize(cudaEvent_t event);
__ROOFLINE_RT_DEV cudaError_t cudaEventDestroy(cudaEvent_t event);
__ROOFLINE_RT cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                               cudaEvent_t end);

// Launches and function attributes.
__ROOFLINE_RT cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                           dim3 blockDim, void **args,
                                           size_t sharedMem,
                                           cudaStream_t stream);
__ROOFLINE_RT cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
                                              const void *func, void **args);
__ROOFLINE_RT cudaError_t
cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim,
                            void **args, size_t sharedMem, cudaStream_t stream);
__ROOFLINE_RT cudaError_t cudaLaunchHostFunc(cudaStream_t stream,
                                             cudaHostFn_t fn, void *userData);
__ROOFLINE_RT cudaError_t
cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
__ROOFLINE_RT_DEV cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
__ROOFLINE_RT_DEV cudaError_t cudaFuncSetAttribute(const void *func,
                                                   enum cudaFuncAttribute attr,
                                                   int value);
__ROOFLINE_RT_DEV cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
__ROOFLINE_RT_DEV cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks,
                                                       const void *func,
                                                       int blockSize,
                                                       size_t dynamicSMemSize,
                                                       unsigned int flags);
__ROOFLINE_RT cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);

// Memory management.
__ROOFLINE_RT_DEV cudaError_t cudaMalloc(void **devPtr, size_t size);
__ROOFLINE_RT cudaError_t cudaMallocHost(void **ptr, size_t size);
__ROOFLINE_RT cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch,
                                          size_t width, size_t height);
__ROOFLINE_RT cudaError_t
cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                size_t width, size_t height = 0, unsigned int flags = 0);
__ROOFLINE_RT cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr,
                                       struct cudaExtent extent);
__ROOFLINE_RT cudaError_t
cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                  struct cudaExtent extent, unsigned int flags = 0);
__ROOFLINE_RT_DEV cudaError_t cudaMallocManaged(
    void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
__ROOFLINE_RT cudaError_t cudaMallocAsync(void **devPtr, size_t size,
                                          cudaStream_t hStream);
__ROOFLINE_RT cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size,
                                                  cudaMemPool_t memPool,
                                                  cudaStream_t stream);
__ROOFLINE_RT_DEV cudaError_t cudaFree(void *devPtr);
__ROOFLINE_RT cudaError_t cudaFreeHost(void *ptr);
__ROOFLINE_RT cudaError_t cudaFreeArray(cudaArray_t array);
__ROOFLINE_RT cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
__ROOFLINE_RT cudaError_t cudaHostAlloc(void **pHost, size_t size,
                                        unsigned int flags);
__ROOFLINE_RT cudaError_t cudaHostRegister(void *ptr, size_t size,
                                           unsigned int flags);
__ROOFLINE_RT cudaError_t cudaHostUnregister(void *ptr);
__ROOFLINE_RT cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost,
                                                   unsigned int flags);
__ROOFLINE_RT cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
__ROOFLINE_RT cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaMemcpyPeer(void *dst, int dstDevice,
                                         const void *src, int srcDevice,
                                         size_t count);
__ROOFLINE_RT cudaError_t cudaMemcpy2D(void *dst, size_t dpitch,
                                       const void *src, size_t spitch,
                                       size_t width, size_t height,
                                       enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset,
                                              size_t hOffset, const void *src,
                                              size_t spitch, size_t width,
                                              size_t height,
                                              enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch,
                                                cudaArray_const_t src,
                                                size_t wOffset, size_t hOffset,
                                                size_t width, size_t height,
                                                enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__ROOFLINE_RT cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
                                            cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaMemcpyToSymbol(
    const void *symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
__ROOFLINE_RT cudaError_t cudaMemcpyFromSymbol(
    void *dst, const void *symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
__ROOFLINE_RT_DEV cudaError_t cudaMemcpyAsync(void *dst, const void *src,
                                              size_t count,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice,
                                              const void *src, int srcDevice,
                                              size_t count,
                                              cudaStream_t stream = 0);
__ROOFLINE_RT_DEV cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch,
                                                const void *src, size_t spitch,
                                                size_t width, size_t height,
                                                enum cudaMemcpyKind kind,
                                                cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaMemcpyToSymbolAsync(const void *symbol,
                                                  const void *src, size_t count,
                                                  size_t offset,
                                                  enum cudaMemcpyKind kind,
                                                  cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaMemcpyFromSymbolAsync(void *dst,
                                                    const void *symbol,
                                                    size_t count, size_t offset,
                                                    enum cudaMemcpyKind kind,
                                                    cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaMemset(void *devPtr, int value, size_t count);
__ROOFLINE_RT cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value,
                                       size_t width, size_t height);
__ROOFLINE_RT cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr,
                                       int value, struct cudaExtent extent);
__ROOFLINE_RT_DEV cudaError_t cudaMemsetAsync(void *devPtr, int value,
                                              size_t count,
                                              cudaStream_t stream = 0);
__ROOFLINE_RT_DEV cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch,
                                                int value, size_t width,
                                                size_t height,
                                                cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaGetSymbolAddress(void **devPtr,
                                               const void *symbol);
__ROOFLINE_RT cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
__ROOFLINE_RT cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count,
                                               struct cudaMemLocation location,
                                               unsigned int flags,
                                               cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                        enum cudaMemoryAdvise advice,
                                        struct cudaMemLocation location);
__ROOFLINE_RT cudaError_t cudaPointerGetAttributes(
    struct cudaPointerAttributes *attributes, const void *ptr);
__ROOFLINE_RT cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc,
                                             cudaArray_const_t array);
__ROOFLINE_RT struct cudaChannelFormatDesc
cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
__ROOFLINE_RT cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle,
                                              void *devPtr);
__ROOFLINE_RT cudaError_t cudaIpcOpenMemHandle(void **devPtr,
                                               cudaIpcMemHandle_t handle,
                                               unsigned int flags);
__ROOFLINE_RT cudaError_t cudaIpcCloseMemHandle(void *devPtr);
__ROOFLINE_RT cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle,
                                                cudaEvent_t event);
__ROOFLINE_RT cudaError_t cudaIpcOpenEventHandle(cudaEvent_t *event,
                                                 cudaIpcEventHandle_t handle);

// Textures and surfaces.
__ROOFLINE_RT cudaError_t cudaCreateTextureObject(
    cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
    const struct cudaTextureDesc *pTexDesc,
    const struct cudaResourceViewDesc *pResViewDesc);
__ROOFLINE_RT cudaError_t
cudaDestroyTextureObject(cudaTextureObject_t texObject);
__ROOFLINE_RT cudaError_t cudaCreateSurfaceObject(
    cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc);
__ROOFLINE_RT cudaError_t
cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);

// Graphs.
__ROOFLINE_RT cudaError_t cudaGraphCreate(cudaGraph_t *pGraph,
                                          unsigned int flags);
__ROOFLINE_RT cudaError_t cudaGraphAddKernelNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaKernelNodeParams *pNodeParams);
__ROOFLINE_RT cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec,
                                               cudaGraph_t graph,
                                               unsigned long long flags = 0);
__ROOFLINE_RT cudaError_t cudaGraphInstantiateWithFlags(
    cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags);
__ROOFLINE_RT_DEV cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec,
                                              cudaStream_t stream);
__ROOFLINE_RT cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec,
                                          cudaStream_t stream);
__ROOFLINE_RT cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
__ROOFLINE_RT cudaError_t cudaGraphDestroy(cudaGraph_t graph);

// Memory pools.
__ROOFLINE_RT cudaError_t cudaMemPoolCreate(
    cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);
__ROOFLINE_RT cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool);
__ROOFLINE_RT cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool,
                                                  enum cudaMemPoolAttr attr,
                                                  void *value);
__ROOFLINE_RT cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool,
                                                  enum cudaMemPoolAttr attr,
                                                  void *value);
__ROOFLINE_RT cudaError_t
cudaMemPoolSetAccess(cudaMemPool_t memPool,
                     const struct cudaMemAccessDesc *descList, size_t count);
__ROOFLINE_RT cudaError_t
cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                     struct cudaMemLocation *location);
__ROOFLINE_RT cudaError_t cudaMemPoolExportToShareableHandle(
    void *shareableHandle, cudaMemPool_t memPool,
    enum cudaMemAllocationHandleType handleType, unsigned int flags);
__ROOFLINE_RT cudaError_t cudaMemPoolImportFromShareableHandle(
    cudaMemPool_t *memPool, void *shareableHandle,
    enum cudaMemAllocationHandleType handleType, unsigned int flags);
__ROOFLINE_RT cudaError_t cudaMemPoolExportPointer(
    struct cudaMemPoolPtrExportData *exportData, void *ptr);
__ROOFLINE_RT cudaError_t
cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool,
                         struct cudaMemPoolPtrExportData *exportData);
__ROOFLINE_RT cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool,
                                            size_t minBytesToKeep);
__ROOFLINE_RT cudaError_t cudaDeviceSetMemPool(int device,
                                               cudaMemPool_t memPool);
__ROOFLINE_RT cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool,
                                               int device);

// Arrays, mipmaps, graphics interop.
__ROOFLINE_RT cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset,
                                            size_t hOffset, const void *src,
                                            size_t count,
                                            enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src,
                                              size_t wOffset, size_t hOffset,
                                              size_t count,
                                              enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaMallocMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray,
    const struct cudaChannelFormatDesc *desc, struct cudaExtent extent,
    unsigned int numLevels, unsigned int flags = 0);
__ROOFLINE_RT cudaError_t
cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
__ROOFLINE_RT cudaError_t cudaGetMipmappedArrayLevel(
    cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
    unsigned int level);
__ROOFLINE_RT cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc,
                                           struct cudaExtent *extent,
                                           unsigned int *flags,
                                           cudaArray_t array);
__ROOFLINE_RT cudaError_t cudaGraphicsMapResources(
    int count, cudaGraphicsResource_t *resources, cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaGraphicsUnmapResources(
    int count, cudaGraphicsResource_t *resources, cudaStream_t stream = 0);
__ROOFLINE_RT cudaError_t cudaGraphicsResourceGetMappedPointer(
    void **devPtr, size_t *size, cudaGraphicsResource_t resource);
__ROOFLINE_RT cudaError_t cudaGraphicsSubResourceGetMappedArray(
    cudaArray_t *array, cudaGraphicsResource_t resource,
    unsigned int arrayIndex, unsigned int mipLevel);
__ROOFLINE_RT cudaError_t
cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource);
__ROOFLINE_RT cudaError_t cudaGraphicsResourceSetMapFlags(
    cudaGraphicsResource_t resource, unsigned int flags);

// More graph construction and stream capture.
__ROOFLINE_RT cudaError_t cudaGraphAddMemAllocNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    struct cudaMemAllocNodeParams *nodeParams);
__ROOFLINE_RT cudaError_t cudaGraphAddMemFreeNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr);
__ROOFLINE_RT cudaError_t cudaGraphAddMemsetNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemsetParams *pMemsetParams);
__ROOFLINE_RT cudaError_t cudaGraphAddMemcpyNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemcpy3DParms *pCopyParams);
__ROOFLINE_RT cudaError_t cudaGraphAddMemcpyNode1D(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst,
    const void *src, size_t count, enum cudaMemcpyKind kind);
__ROOFLINE_RT cudaError_t cudaGraphAddHostNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaHostNodeParams *pNodeParams);
__ROOFLINE_RT cudaError_t cudaGraphAddEmptyNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies);
__ROOFLINE_RT cudaError_t
cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                           const cudaGraphNode_t *pDependencies,
                           size_t numDependencies, cudaGraph_t childGraph);
__ROOFLINE_RT cudaError_t
cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                            const cudaGraphNode_t *pDependencies,
                            size_t numDependencies, cudaEvent_t event);
__ROOFLINE_RT cudaError_t
cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                          const cudaGraphNode_t *pDependencies,
                          size_t numDependencies, cudaEvent_t event);
__ROOFLINE_RT cudaError_t cudaGraphAddNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    struct cudaGraphNodeParams *nodeParams);
__ROOFLINE_RT cudaError_t cudaGraphAddDependencies(
    cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
    const cudaGraphEdgeData *edgeData, size_t numDependencies);
__ROOFLINE_RT cudaError_t cudaGraphGetNodes(cudaGraph_t graph,
                                            cudaGraphNode_t *nodes,
                                            size_t *numNodes);
__ROOFLINE_RT cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph,
                                                cudaGraphNode_t *pRootNodes,
                                                size_t *pNumRootNodes);
__ROOFLINE_RT cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone,
                                         cudaGraph_t originalGraph);
__ROOFLINE_RT cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node,
                                               enum cudaGraphNodeType *pType);
__ROOFLINE_RT cudaError_t cudaGraphKernelNodeGetParams(
    cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams);
__ROOFLINE_RT cudaError_t cudaGraphKernelNodeSetParams(
    cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);
__ROOFLINE_RT cudaError_t cudaGraphMemcpyNodeSetParams(
    cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams);
__ROOFLINE_RT cudaError_t cudaGraphExecKernelNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaKernelNodeParams *pNodeParams);
__ROOFLINE_RT cudaError_t
cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                    cudaGraphExecUpdateResultInfo *resultInfo);
__ROOFLINE_RT cudaError_t cudaGraphConditionalHandleCreate(
    cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
    unsigned int defaultLaunchValue = 0, unsigned int flags = 0);
__ROOFLINE_RT cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph,
                                                 const char *path,
                                                 unsigned int flags);
__ROOFLINE_RT cudaError_t cudaDeviceGraphMemTrim(int device);
__ROOFLINE_RT cudaError_t cudaDeviceGetGraphMemAttribute(
    int device, enum cudaGraphMemAttributeType attr, void *value);
__ROOFLINE_RT cudaError_t cudaStreamGetCaptureInfo(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out = 0, cudaGraph_t *graph_out = 0,
    const cudaGraphNode_t **dependencies_out = 0,
    const cudaGraphEdgeData **edgeData_out = 0,
    size_t *numDependencies_out = 0);
__ROOFLINE_RT cudaError_t cudaStreamBeginCaptureToGraph(
    cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    enum cudaStreamCaptureMode mode);
__ROOFLINE_RT cudaError_t cudaStreamUpdateCaptureDependencies(
    cudaStream_t stream, cudaGraphNode_t *dependencies,
    const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    unsigned int flags = 0);
__ROOFLINE_RT_DEV cudaError_t
cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
                       const cudaStreamAttrValue *value);
__ROOFLINE_RT_DEV cudaError_t
cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
                       cudaStreamAttrValue *value_out);
__ROOFLINE_RT cudaError_t
cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode);

// Profiler control (cuda_profiler_api.h in the SDK; harmless here).
__ROOFLINE_RT cudaError_t cudaProfilerStart(void);
__ROOFLINE_RT cudaError_t cudaProfilerStop(void);

} // extern "C"

// Device-side twins of the __cudart_builtin__ calls (dynamic parallelism),
// as in the SDK's cuda_device_runtime_api.h.
extern "C" {
extern __device__ cudaError_t cudaGetLastError(void);
extern __device__ cudaError_t cudaPeekAtLastError(void);
extern __device__ const char *cudaGetErrorString(cudaError_t error);
extern __device__ const char *cudaGetErrorName(cudaError_t error);
extern __device__ cudaError_t cudaGetDeviceCount(int *count);
extern __device__ cudaError_t cudaGetDevice(int *device);
extern __device__ cudaError_t cudaDeviceGetAttribute(int *value,
                                                     enum cudaDeviceAttr attr,
                                                     int device);
extern __device__ cudaError_t cudaMalloc(void **p, size_t s);
extern __device__ cudaError_t cudaFree(void *p);
extern __device__ cudaError_t cudaMemcpyAsync(void *dst, const void *src,
                                              size_t count,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream);
extern __device__ cudaError_t cudaMemsetAsync(void *devPtr, int value,
                                              size_t count,
                                              cudaStream_t stream);
extern __device__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream,
                                                        unsigned int flags);
extern __device__ cudaError_t cudaStreamDestroy(cudaStream_t stream);
extern __device__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event,
                                                       unsigned int flags);
extern __device__ cudaError_t cudaEventRecord(cudaEvent_t event,
                                              cudaStream_t stream);
extern __device__ cudaError_t cudaEventDestroy(cudaEvent_t event);
extern __device__ cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
extern __device__ cudaError_t cudaDeviceGetLimit(size_t *pValue,
                                                 enum cudaLimit limit);
extern __device__ cudaError_t
cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
extern __device__ cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
extern __device__ cudaError_t cudaStreamWaitEvent(cudaStream_t stream,
                                                  cudaEvent_t event,
                                                  unsigned int flags);
extern __device__ cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec,
                                              cudaStream_t stream);
extern __device__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch,
                                                const void *src, size_t spitch,
                                                size_t width, size_t height,
                                                enum cudaMemcpyKind kind,
                                                cudaStream_t stream);
extern __device__ cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch,
                                                int value, size_t width,
                                                size_t height,
                                                cudaStream_t stream);
extern __device__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize);
extern __device__ void cudaGridDependencySynchronize(void);
extern __device__ void
cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value);
extern __device__ void cudaTriggerProgrammaticLaunchCompletion(void);
} // extern "C"

#undef __ROOFLINE_RT
#undef __ROOFLINE_RT_DEV

#endif // __CUDA_RUNTIME_API_H__
