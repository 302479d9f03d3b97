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

// func subAddAVX2(dst, src, s0, a0 *int16, n int): dst[i] = src[i] - s0[i] + a0[i],
// n a multiple of 16: a quiet move in one pass.
TEXT ·subAddAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ s0+16(FP), R8
	MOVQ a0+24(FP), R10
	MOVQ n+32(FP), CX
	SHRQ $4, CX

subaddloop:
	VMOVDQU (SI), Y0
	VPSUBW  (R8), Y0, Y0
	VPADDW  (R10), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ    $32, SI
	ADDQ    $32, R8
	ADDQ    $32, R10
	ADDQ    $32, DI
	DECQ    CX
	JNZ     subaddloop
	VZEROUPPER
	RET

// func subSubAddAVX2(dst, src, s0, s1, a0 *int16, n int):
// dst[i] = src[i] - s0[i] - s1[i] + a0[i], n a multiple of 16: a capture.
TEXT ·subSubAddAVX2(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ s0+16(FP), R8
	MOVQ s1+24(FP), R9
	MOVQ a0+32(FP), R10
	MOVQ n+40(FP), CX
	SHRQ $4, CX

subsubaddloop:
	VMOVDQU (SI), Y0
	VPSUBW  (R8), Y0, Y0
	VPSUBW  (R9), Y0, Y0
	VPADDW  (R10), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ    $32, SI
	ADDQ    $32, R8
	ADDQ    $32, R9
	ADDQ    $32, R10
	ADDQ    $32, DI
	DECQ    CX
	JNZ     subsubaddloop
	VZEROUPPER
	RET

// func subSubAddAddAVX2(dst, src, s0, s1, a0, a1 *int16, n int):
// dst[i] = src[i] - s0[i] - s1[i] + a0[i] + a1[i], n a multiple of 16:
// castling (the king and the rook move).
TEXT ·subSubAddAddAVX2(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ s0+16(FP), R8
	MOVQ s1+24(FP), R9
	MOVQ a0+32(FP), R10
	MOVQ a1+40(FP), R11
	MOVQ n+48(FP), CX
	SHRQ $4, CX

subsubaddaddloop:
	VMOVDQU (SI), Y0
	VPSUBW  (R8), Y0, Y0
	VPSUBW  (R9), Y0, Y0
	VPADDW  (R10), Y0, Y0
	VPADDW  (R11), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ    $32, SI
	ADDQ    $32, R8
	ADDQ    $32, R9
	ADDQ    $32, R10
	ADDQ    $32, R11
	ADDQ    $32, DI
	DECQ    CX
	JNZ     subsubaddaddloop
	VZEROUPPER
	RET

// func dotAVX2(x, w *int16, n int) int64: Σ clamp(x[i], 0, 255)²·w[i], n a
// multiple of 16 and |w[i]| ≤ 127, so that clamp(x)·w fits an int16 and
// VPMADDWD can multiply by clamp(x) again into int32 pairs. Those are
// summed in eight int32 lanes and widened to int64 once a block of at most
// 128 iterations (2,048 values): a lane gains at most 2·255²·127 =
// 16,516,350 an iteration, so 128 of them stay below 2³¹. Every width up to
// 2,048 is widened once.
TEXT ·dotAVX2(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DX
	MOVQ n+16(FP), CX
	SHRQ $4, CX
	VPXOR Y7, Y7, Y7            // four int64 sums
	VPXOR Y5, Y5, Y5            // zero
	MOVL $255, AX
	MOVQ AX, X6
	VPBROADCASTW X6, Y6         // 255 in every word

dotblock:
	MOVQ CX, BX                 // this block's iterations: min(CX, 128)
	CMPQ BX, $128
	JLE  dotsized
	MOVQ $128, BX

dotsized:
	SUBQ BX, CX
	VPXOR Y4, Y4, Y4            // eight int32 sums

dotloop:
	VMOVDQU (SI), Y0
	VPMAXSW Y5, Y0, Y0          // max(x, 0)
	VPMINSW Y6, Y0, Y0          // min(…, 255)
	VPMULLW (DX), Y0, Y1        // c·w, exact
	VPMADDWD Y0, Y1, Y1         // c·w·c, pairs summed: 8 int32
	VPADDD  Y1, Y4, Y4
	ADDQ    $32, SI
	ADDQ    $32, DX
	DECQ    BX
	JNZ     dotloop

	VEXTRACTI128 $1, Y4, X2     // the block's sums widened to int64, added
	VPMOVSXDQ X4, Y3
	VPADDQ  Y3, Y7, Y7
	VPMOVSXDQ X2, Y3
	VPADDQ  Y3, Y7, Y7
	TESTQ   CX, CX
	JNZ     dotblock

	VEXTRACTI128 $1, Y7, X2
	VPADDQ  X2, X7, X7
	VPSHUFD $0x4E, X7, X2
	VPADDQ  X2, X7, X7
	MOVQ    X7, AX
	MOVQ    AX, ret+24(FP)
	VZEROUPPER
	RET
