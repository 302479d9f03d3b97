package main

import "github.com/westcott-chess/westcott/studies/mailbox"

// The mailbox-trials board (package mailbox) as a perft generator: 16x16
// mailbox, piece list, neighbor table; full rules including Chess960.
func init() {
	perftGenerators["mailbox"] = perftGenerator{"mailbox", mailbox.Perft}
}
