#include "textflag.h"

// The training's vector kernels (add.go). Strides and widths are in floats;
// the columns are at table + 4·stride·feature bytes. nf is at least 1.

// func sumColumnsAVX2(dst, bias, table *float32, feats *uint16, nf, stride, width int)
// dst[i] = bias[i] + Σ_j table[feats[j]·stride + i] for i < width, a
// multiple of 8: 64 rows at a time in eight registers while they last (eight
// independent sums keep the adder busy), then 32, then 8.
TEXT ·sumColumnsAVX2(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ bias+8(FP), SI
	MOVQ table+16(FP), DX
	MOVQ feats+24(FP), BX
	MOVQ nf+32(FP), R8
	MOVQ stride+40(FP), R9
	MOVQ width+48(FP), R10
	SHLQ $2, R9
	XORQ R11, R11

sum64:
	CMPQ    R10, $64
	JLT     sum32
	VMOVUPS (SI)(R11*1), Y0
	VMOVUPS 32(SI)(R11*1), Y1
	VMOVUPS 64(SI)(R11*1), Y2
	VMOVUPS 96(SI)(R11*1), Y3
	VMOVUPS 128(SI)(R11*1), Y4
	VMOVUPS 160(SI)(R11*1), Y5
	VMOVUPS 192(SI)(R11*1), Y6
	VMOVUPS 224(SI)(R11*1), Y7
	XORQ    R12, R12
sumfeat64:
	MOVWQZX (BX)(R12*2), AX
	IMULQ   R9, AX
	ADDQ    DX, AX
	ADDQ    R11, AX
	VADDPS  (AX), Y0, Y0
	VADDPS  32(AX), Y1, Y1
	VADDPS  64(AX), Y2, Y2
	VADDPS  96(AX), Y3, Y3
	VADDPS  128(AX), Y4, Y4
	VADDPS  160(AX), Y5, Y5
	VADDPS  192(AX), Y6, Y6
	VADDPS  224(AX), Y7, Y7
	INCQ    R12
	CMPQ    R12, R8
	JLT     sumfeat64
	VMOVUPS Y0, (DI)(R11*1)
	VMOVUPS Y1, 32(DI)(R11*1)
	VMOVUPS Y2, 64(DI)(R11*1)
	VMOVUPS Y3, 96(DI)(R11*1)
	VMOVUPS Y4, 128(DI)(R11*1)
	VMOVUPS Y5, 160(DI)(R11*1)
	VMOVUPS Y6, 192(DI)(R11*1)
	VMOVUPS Y7, 224(DI)(R11*1)
	ADDQ    $256, R11
	SUBQ    $64, R10
	JMP     sum64

sum32:
	CMPQ    R10, $32
	JLT     sum8
	VMOVUPS (SI)(R11*1), Y0
	VMOVUPS 32(SI)(R11*1), Y1
	VMOVUPS 64(SI)(R11*1), Y2
	VMOVUPS 96(SI)(R11*1), Y3
	XORQ    R12, R12
sumfeat32:
	MOVWQZX (BX)(R12*2), AX
	IMULQ   R9, AX
	ADDQ    DX, AX
	ADDQ    R11, AX
	VADDPS  (AX), Y0, Y0
	VADDPS  32(AX), Y1, Y1
	VADDPS  64(AX), Y2, Y2
	VADDPS  96(AX), Y3, Y3
	INCQ    R12
	CMPQ    R12, R8
	JLT     sumfeat32
	VMOVUPS Y0, (DI)(R11*1)
	VMOVUPS Y1, 32(DI)(R11*1)
	VMOVUPS Y2, 64(DI)(R11*1)
	VMOVUPS Y3, 96(DI)(R11*1)
	ADDQ    $128, R11
	SUBQ    $32, R10
	JMP     sum32

sum8:
	CMPQ    R10, $8
	JLT     sumdone
	VMOVUPS (SI)(R11*1), Y0
	XORQ    R12, R12
sumfeat8:
	MOVWQZX (BX)(R12*2), AX
	IMULQ   R9, AX
	ADDQ    DX, AX
	ADDQ    R11, AX
	VADDPS  (AX), Y0, Y0
	INCQ    R12
	CMPQ    R12, R8
	JLT     sumfeat8
	VMOVUPS Y0, (DI)(R11*1)
	ADDQ    $32, R11
	SUBQ    $8, R10
	JMP     sum8

sumdone:
	VZEROUPPER
	RET

// func addToColumnsAVX2(table *float32, feats *uint16, nf int, src *float32, stride, width int)
// table[feats[j]·stride + i] += src[i] for j < nf and i < width, a multiple
// of 8: 32 rows of src at a time in four registers, then 8.
TEXT ·addToColumnsAVX2(SB), NOSPLIT, $0-48
	MOVQ table+0(FP), DX
	MOVQ feats+8(FP), BX
	MOVQ nf+16(FP), R8
	MOVQ src+24(FP), SI
	MOVQ stride+32(FP), R9
	MOVQ width+40(FP), R10
	SHLQ $2, R9
	XORQ R11, R11

add32:
	CMPQ    R10, $32
	JLT     add8
	VMOVUPS (SI)(R11*1), Y0
	VMOVUPS 32(SI)(R11*1), Y1
	VMOVUPS 64(SI)(R11*1), Y2
	VMOVUPS 96(SI)(R11*1), Y3
	XORQ    R12, R12
addfeat32:
	MOVWQZX (BX)(R12*2), AX
	IMULQ   R9, AX
	ADDQ    DX, AX
	ADDQ    R11, AX
	VADDPS  (AX), Y0, Y4
	VADDPS  32(AX), Y1, Y5
	VADDPS  64(AX), Y2, Y6
	VADDPS  96(AX), Y3, Y7
	VMOVUPS Y4, (AX)
	VMOVUPS Y5, 32(AX)
	VMOVUPS Y6, 64(AX)
	VMOVUPS Y7, 96(AX)
	INCQ    R12
	CMPQ    R12, R8
	JLT     addfeat32
	ADDQ    $128, R11
	SUBQ    $32, R10
	JMP     add32

add8:
	CMPQ    R10, $8
	JLT     adddone
	VMOVUPS (SI)(R11*1), Y0
	XORQ    R12, R12
addfeat8:
	MOVWQZX (BX)(R12*2), AX
	IMULQ   R9, AX
	ADDQ    DX, AX
	ADDQ    R11, AX
	VADDPS  (AX), Y0, Y4
	VMOVUPS Y4, (AX)
	INCQ    R12
	CMPQ    R12, R8
	JLT     addfeat8
	ADDQ    $32, R11
	SUBQ    $8, R10
	JMP     add8

adddone:
	VZEROUPPER
	RET

// func dotCReLU2AVX2(x, w *float32, n int) float32
// Σ clamp(x[i], 0, 1)²·w[i] for i < n, a multiple of 8 and at least 8:
// eight lanes of partial sums, added up at the end.
TEXT ·dotCReLU2AVX2(SB), NOSPLIT, $0-28
	MOVQ         x+0(FP), SI
	MOVQ         w+8(FP), DX
	MOVQ         n+16(FP), CX
	VXORPS       Y0, Y0, Y0
	VXORPS       Y5, Y5, Y5
	MOVL         $0x3f800000, AX // 1.0
	VMOVD        AX, X6
	VBROADCASTSS X6, Y6

dotloop:
	VMOVUPS (SI), Y1
	VMAXPS  Y5, Y1, Y1
	VMINPS  Y6, Y1, Y1
	VMULPS  Y1, Y1, Y1
	VMULPS  (DX), Y1, Y1
	VADDPS  Y1, Y0, Y0
	ADDQ    $32, SI
	ADDQ    $32, DX
	SUBQ    $8, CX
	JNZ     dotloop

	VEXTRACTF128 $1, Y0, X1
	VADDPS       X1, X0, X0
	VHADDPS      X0, X0, X0
	VHADDPS      X0, X0, X0
	VZEROUPPER
	MOVSS        X0, ret+24(FP)
	RET

// func backHiddenAVX2(x, w, gout, dacc, gbias *float32, dy float32, n int)
// For i < n, a multiple of 8 and at least 8, with c = clamp(x[i], 0, 1):
// gout[i] += dy·c·c; dacc[i] = (2dy·w[i])·c where x[i] < 1, else 0;
// gbias[i] += dacc[i].
TEXT ·backHiddenAVX2(SB), NOSPLIT, $0-56
	MOVQ         x+0(FP), SI
	MOVQ         w+8(FP), DX
	MOVQ         gout+16(FP), DI
	MOVQ         dacc+24(FP), R8
	MOVQ         gbias+32(FP), R9
	MOVQ         n+48(FP), CX
	MOVSS        dy+40(FP), X7
	VBROADCASTSS X7, Y7
	VADDPS       Y7, Y7, Y8 // 2dy
	VXORPS       Y5, Y5, Y5
	MOVL         $0x3f800000, AX // 1.0
	VMOVD        AX, X6
	VBROADCASTSS X6, Y6

backloop:
	VMOVUPS (SI), Y1
	VCMPPS  $1, Y6, Y1, Y2 // x < 1
	VMAXPS  Y5, Y1, Y1
	VMINPS  Y6, Y1, Y1     // c
	VMULPS  Y1, Y7, Y3
	VMULPS  Y1, Y3, Y3     // dy·c·c
	VADDPS  (DI), Y3, Y3
	VMOVUPS Y3, (DI)
	VMULPS  (DX), Y8, Y4
	VMULPS  Y1, Y4, Y4     // 2dy·w·c
	VANDPS  Y2, Y4, Y4
	VMOVUPS Y4, (R8)
	VADDPS  (R9), Y4, Y4
	VMOVUPS Y4, (R9)
	ADDQ    $32, SI
	ADDQ    $32, DX
	ADDQ    $32, DI
	ADDQ    $32, R8
	ADDQ    $32, R9
	SUBQ    $8, CX
	JNZ     backloop
	VZEROUPPER
	RET
