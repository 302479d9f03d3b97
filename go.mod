module github.com/westcott-chess/westcott

go 1.24.0

require golang.org/x/term v0.37.0

require golang.org/x/sys v0.38.0 // indirect
