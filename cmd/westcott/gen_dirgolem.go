package main

import "github.com/westcott-chess/westcott/dirgolem"

func init() {
	perftGenerators["dirgolem"] = perftGenerator{
		name:  "dirgolem",
		about: "DirGolem, the direction-wise generator of package dirgolem",
		perft: dirgolem.Perft,
	}
}
