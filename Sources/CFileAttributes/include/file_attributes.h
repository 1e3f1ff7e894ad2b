// Extended attributes of files, which Swift's Glibc module does not import (<sys/xattr.h>): widgetspec marks
// the files it writes, so it can tell them from files it must not replace.
#ifndef WIDGETSPEC_FILE_ATTRIBUTES_H
#define WIDGETSPEC_FILE_ATTRIBUTES_H

#include <stddef.h>

/// Sets the attribute `name` of the file at `path` to `size` bytes of `value`; 0 on success, -1 with errno.
int widgetspec_set_file_attribute(const char *path, const char *name, const void *value, size_t size);

/// 1 when the file at `path` has the attribute `name`, 0 when not (or attributes are unsupported).
int widgetspec_has_file_attribute(const char *path, const char *name);

#endif
