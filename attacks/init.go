package attacks

// The tables depend on each other (everything on the rays, magics on the
// classical attacks), so one init builds them in order.
func init() {
	initLeapers()
	initClassicalGeneral()
	initSherwin()
	initCongruentModulo()
	initCastOut()
	initMagicTables()
	initBestMagics()
}
