# The build target that OpenBench workers call: `make EXE=<name>` builds the
# engine as <name> in this folder. A thin wrapper over go build; everything
# else (tests, CI) runs through the go command itself.
EXE ?= westcott
GO  ?= go

.PHONY: all clean
all:
	$(GO) build -trimpath -o $(EXE) ./cmd/westcott

clean:
	rm -f $(EXE)
