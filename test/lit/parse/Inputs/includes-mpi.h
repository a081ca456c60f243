// Includes a header that a lint machine lacks: the warning names this file.
#include <mpi.h>
