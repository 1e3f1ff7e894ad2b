#ifndef WIDGETSPEC_CYAML_SHIM_H
#define WIDGETSPEC_CYAML_SHIM_H
#include <yaml.h>
#endif
