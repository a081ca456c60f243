#include "twice.cuh"
void nothing() {}
