/* Empty: the CFuzzDriver target only declares libFuzzer's driver (include/fuzz_driver.h). */
#include "fuzz_driver.h"
