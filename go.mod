module github.com/westcott-chess/westcott

go 1.24
