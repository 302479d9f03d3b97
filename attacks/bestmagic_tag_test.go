//go:build bestmagics

package attacks

// In this build the entry points read the best-magic tables, so
// initialisation must build them.
func init() { taggedBestMagics = true }
