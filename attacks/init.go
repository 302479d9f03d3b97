package attacks

func init() {
	initTables()
	if bestMagicsAtInit {
		buildBestMagics()
	}
}

// initTables builds the tables of package initialisation. They depend on each
// other (everything on the rays, magics on the classical attacks), so one
// function builds them in order. The best-magic tables are built on first use
// (bestmagic.go), at init only when the entry points read them.
func initTables() {
	initLeapers()
	initClassicalGeneral()
	initSherwin()
	initCongruentModulo()
	initCastOut()
	initMagicTables()
}
