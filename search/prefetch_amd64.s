#include "textflag.h"

// func prefetch(addr unsafe.Pointer): a hint to load addr's cache line.
TEXT ·prefetch(SB), NOSPLIT, $0-8
	MOVQ       addr+0(FP), AX
	PREFETCHT0 (AX)
	RET
