module github.com/westcott-chess/westcott/docs/librarybench

go 1.26.0

require (
	github.com/notnil/chess v1.10.0
	github.com/westcott-chess/westcott v0.0.0
)

require github.com/ajstarks/svgo v0.0.0-20200320125537-f189e35d30ca // indirect

replace github.com/westcott-chess/westcott => ../..
