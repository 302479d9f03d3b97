package main

import "github.com/westcott-chess/westcott/studies/dirgolem"

func init() {
	perftGenerators["dirgolem"] = perftGenerator{
		name:  "dirgolem",
		perft: dirgolem.Perft,
	}
}
