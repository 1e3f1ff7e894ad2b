#include "file_attributes.h"

#include <sys/types.h>
#include <sys/xattr.h>

int widgetspec_set_file_attribute(const char *path, const char *name, const void *value, size_t size) {
#if defined(__APPLE__)
    return setxattr(path, name, value, size, 0, 0);
#else
    return setxattr(path, name, value, size, 0);
#endif
}

int widgetspec_has_file_attribute(const char *path, const char *name) {
#if defined(__APPLE__)
    return getxattr(path, name, NULL, 0, 0, 0) >= 0;
#else
    return getxattr(path, name, NULL, 0) >= 0;
#endif
}
