// Package clip shortens untrusted text for messages: an error or an info
// line quoting its input must stay short and printable whatever the input
// was (a megabyte of "[", a binary file, a line break inside a UCI token).
// It is internal: a helper of the module's error messages, not an API.
package clip

import (
	"strings"
	"unicode/utf8"
)

// Ellipsis ends a string that Cut or Line shortened.
const Ellipsis = "…"

// Cut returns s if it is at most n bytes long, else its longest prefix of
// at most n bytes that ends on a character boundary, followed by Ellipsis.
// The bytes it keeps are s's own, valid UTF-8 or not: Cut("Nf3", 40) is
// "Nf3".
func Cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := max(n, 0)
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + Ellipsis
}

// Line returns s as one printable line of at most n bytes before the
// ellipsis: invalid UTF-8 becomes U+FFFD and control characters (line
// breaks, tabs, NUL, DEL) spaces, then Cut shortens it.
func Line(s string, n int) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
	return Cut(s, n)
}
