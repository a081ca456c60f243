// The project's own header, found through the compile command's -I.
#ifndef KERN_H
#define KERN_H

#define KERN_WEIGHT 0.5f

#endif
