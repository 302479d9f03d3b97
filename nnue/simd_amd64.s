#include "textflag.h"

// func addToAVX2(dst, a, b *int16, n int): dst[i] = a[i] + b[i], n a multiple of 16.
TEXT ·addToAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ n+24(FP), CX
	SHRQ $4, CX

addloop:
	VMOVDQU (SI), Y0
	VPADDW  (DX), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ    $32, SI
	ADDQ    $32, DX
	ADDQ    $32, DI
	DECQ    CX
	JNZ     addloop
	VZEROUPPER
	RET

// func subToAVX2(dst, a, b *int16, n int): dst[i] = a[i] - b[i], n a multiple of 16.
TEXT ·subToAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ n+24(FP), CX
	SHRQ $4, CX

subloop:
	VMOVDQU (SI), Y0
	VPSUBW  (DX), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ    $32, SI
	ADDQ    $32, DX
	ADDQ    $32, DI
	DECQ    CX
	JNZ     subloop
	VZEROUPPER
	RET

// func dotAVX2(x, w *int16, n int) int64: Σ clamp(x[i], 0, 255)²·w[i], n a
// multiple of 16 and |w[i]| ≤ 127, so that clamp(x)·w fits an int16 and
// VPMADDWD can multiply by clamp(x) again into int32 pairs; those are
// widened to int64 before they are summed.
TEXT ·dotAVX2(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DX
	MOVQ n+16(FP), CX
	SHRQ $4, CX
	VPXOR Y4, Y4, Y4            // four int64 sums
	VPXOR Y5, Y5, Y5            // zero
	MOVL $255, AX
	MOVQ AX, X6
	VPBROADCASTW X6, Y6         // 255 in every word

dotloop:
	VMOVDQU (SI), Y0
	VPMAXSW Y5, Y0, Y0          // max(x, 0)
	VPMINSW Y6, Y0, Y0          // min(…, 255)
	VPMULLW (DX), Y0, Y1        // c·w, exact
	VPMADDWD Y0, Y1, Y1         // c·w·c, pairs summed: 8 int32
	VEXTRACTI128 $1, Y1, X2
	VPMOVSXDQ X1, Y3
	VPADDQ  Y3, Y4, Y4
	VPMOVSXDQ X2, Y3
	VPADDQ  Y3, Y4, Y4
	ADDQ    $32, SI
	ADDQ    $32, DX
	DECQ    CX
	JNZ     dotloop

	VEXTRACTI128 $1, Y4, X2
	VPADDQ  X2, X4, X4
	VPSHUFD $0x4E, X4, X2
	VPADDQ  X2, X4, X4
	MOVQ    X4, AX
	MOVQ    AX, ret+24(FP)
	VZEROUPPER
	RET
