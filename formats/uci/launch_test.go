package uci_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/formats/uci"
)

// Launch sets the options in order, skips an IfDeclared one the engine
// lacks, and returns only after readyok.
func TestLaunch(t *testing.T) {
	e, err := uci.Launch(context.Background(), fakeConfig(t, handshake+`
<- setoption name Hash value 64
<- setoption name Style value Risky
<- isready
-> readyok
<- quit
`), []uci.Setting{{Name: "Hash", Value: "64", IfDeclared: true}, {Name: "Threads", Value: "2", IfDeclared: true}, {Name: "style", Value: "risky"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Error(err)
	}
}

// A refused option fails the launch, naming the engine and the option.
func TestLaunchRefusedOption(t *testing.T) {
	for _, tc := range []struct {
		set  uci.Setting
		want error
	}{
		{uci.Setting{Name: "Threads", Value: "2"}, uci.ErrUnknownOption},
		{uci.Setting{Name: "Hash", Value: "lots"}, uci.ErrBadOptionValue},
	} {
		_, err := uci.Launch(context.Background(), fakeConfig(t, handshake), []uci.Setting{tc.set})
		if !errors.Is(err, tc.want) || !strings.HasPrefix(err.Error(), "Fake Engine 1.0: option "+tc.set.Name+": ") {
			t.Errorf("%v: error %v; want %v, naming the engine and the option", tc.set, err, tc.want)
		}
	}
}

func TestParseSetting(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want uci.Setting
		ok   bool
	}{
		{"Hash=64", uci.Setting{Name: "Hash", Value: "64"}, true},
		{" Skill Level = 5 ", uci.Setting{Name: "Skill Level", Value: "5"}, true},
		{"SyzygyPath=", uci.Setting{Name: "SyzygyPath"}, true},
		{"Book=a=b.bin", uci.Setting{Name: "Book", Value: "a=b.bin"}, true},
		{"Hash", uci.Setting{}, false},
		{"=64", uci.Setting{}, false},
		{" =64", uci.Setting{}, false},
	} {
		got, ok := uci.ParseSetting(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ParseSetting(%q) = %+v, %v; want %+v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
