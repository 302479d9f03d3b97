// Package pgn reads and writes chess games in Portable Game Notation, the
// format of Steven J. Edwards' "Portable Game Notation Specification and
// Implementation Guide" (1994): its section 8, the import and export formats
// (EPD, section 16.2 of the same document, is package epd).
//
// A Reader streams games one by one from any io.Reader; memory does not grow
// with the input. Every move is checked against the rules: each SAN token is
// resolved to a legal move of its position, in the main line and in every
// variation (each variation against the position before the move it replaces).
//
//	r := pgn.NewReader(f)
//	for {
//		g, err := r.Read()
//		if err == io.EOF {
//			break
//		}
//		var perr *pgn.Error
//		if errors.As(err, &perr) {
//			// perr.Line, perr.Column: the reader has already moved on to
//			// the next game.
//			continue
//		}
//		// g.Tags, g.Moves, g.Result ...
//	}
//
// What the reader accepts, beyond strict export format:
//
//   - tag pairs anywhere on a line, several to a line, and blank lines inside
//     the tag section (ChessBase writes those);
//   - a UTF-8 byte-order mark at the start of the input;
//   - "%" escape lines (a "%" in column 1 hides the whole line) and ";"
//     comments to the end of the line, as well as "{...}" comments spanning
//     lines (a line break inside a comment is read as one space);
//   - move numbers with or without a space ("1.e4", "1. e4", "1... e5");
//   - suffix annotations "!", "?", "!!", "??", "!?", "?!" (read as NAGs 1–6)
//     and the evaluation symbols "=", "+=", "=+", "+/=", "=/+", "+/-", "-/+",
//     "+-", "-+" (NAGs 10, 14–19) beside "$n" NAGs;
//   - SAN as chess.Position.ParseSAN takes it ("0-0", missing "=", wrong
//     check marks), and, as an extension, long algebraic and UCI moves
//     ("g1f3", "e7e8q", "Ng1-f3", "e4xd5"), which some programs write;
//   - null moves "--" (also "Z0" and "0000", as python-chess reads them): the
//     side to move passes. They are kept as chess.NullMove and written back as
//     "--". A null move while in check is an error;
//   - SetUp/FEN tags (a FEN tag is used even without SetUp), X-FEN and
//     Shredder-FEN castling, and the Variant tag values of Chess960
//     ("Chess960", "Chess 960", "Fischerandom", "Fischer Random"); any other
//     non-standard variant is reported as an error and the game skipped;
//   - a missing result (the game ends at the next "[" line or at the end of
//     the input; its Result is then the Result tag's, else "*").
//
// Errors are *Error values with the line and column (1-based; the column
// counts bytes) of the token at fault and the game's number and first line.
// After an error the reader skips the rest of that game and goes on.
//
// Memory is bounded whatever the input: variations nest at most MaxDepth
// deep, a game has at most MaxMoves moves, MaxGameBytes of text (so no
// line is longer), comments of MaxCommentBytes and tokens of MaxTokenBytes
// (8 MB, 1 MB and 1,024 bytes by default). A game past a limit is an
// error wrapping ErrLimit, and the reader goes on with the next game. A
// NUL byte is not text: the reader stops there with an error wrapping
// ErrBinary (reading /dev/zero ends at once).
//
// A Game is also built move by move: Append checks each move and costs the
// same at any length (the game keeps its final position), and FromGame
// records a chess.Game with its result and Termination tag.
//
// A Writer writes games in export format: the seven tag roster first
// (missing ones filled with "?" or "????.??.??"), then the other tags in
// their order, a blank line, the movetext in lines of at most 79 characters
// with move numbers, NAGs as "$n", comments in braces (engine comments such as
// "{+0.35/12 0.52s}" included) and variations in parentheses, then the result.
// Reading back what a Writer wrote gives the same game.
package pgn
