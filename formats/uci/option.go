package uci

import (
	"slices"
	"strconv"
	"strings"
)

// OptionType is the type of an engine option, as declared by "option name
// ... type ...".
type OptionType uint8

const (
	Check  OptionType = iota + 1 // a boolean: "true" or "false"
	Spin                         // an integer between Min and Max
	Combo                        // one of Vars
	Button                       // no value: setting it triggers an action
	String                       // any text ("<empty>" stands for "")
)

var optionTypeNames = [...]string{"", "check", "spin", "combo", "button", "string"}

// String returns the UCI name of t ("spin"), "" for the zero OptionType.
func (t OptionType) String() string {
	if int(t) < len(optionTypeNames) {
		return optionTypeNames[t]
	}
	return ""
}

// Option is one option an engine declared during the handshake.
//
//	option name Hash type spin default 16 min 1 max 33554432
//
// is Option{Name: "Hash", Type: Spin, Default: "16", Min: 1, Max: 33554432}.
type Option struct {
	Name     string
	Type     OptionType
	Default  string   // as declared; "" for buttons and for "<empty>" strings
	Min, Max int64    // for Spin
	Vars     []string // for Combo, in declared order
}

// ParseOption parses an "option name ... type ..." line. Names and values may
// contain spaces: a name runs up to the word "type", a default up to the next
// keyword (min, max, var). A string default of "<empty>" becomes "".
func ParseOption(line string) (Option, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "option" || f[1] != "name" {
		return Option{}, &ParseError{Line: line, Msg: `option line must start with "option name"`}
	}
	var o Option
	var name, def []string
	i := 2
	for ; i < len(f) && f[i] != "type"; i++ {
		name = append(name, f[i])
	}
	if len(name) == 0 {
		return Option{}, &ParseError{Line: line, Msg: "option without a name"}
	}
	o.Name = strings.Join(name, " ")
	if i+1 >= len(f) {
		return Option{}, &ParseError{Line: line, Msg: "option without a type"}
	}
	t := slices.Index(optionTypeNames[:], f[i+1])
	if t <= 0 {
		return Option{}, &ParseError{Line: line, Token: f[i+1], Msg: "unknown option type"}
	}
	o.Type = OptionType(t)
	hasMin, hasMax := false, false
	for i += 2; i < len(f); {
		key := f[i]
		j := i + 1
		for j < len(f) && !isOptionKeyword(f[j]) {
			j++
		}
		val := strings.Join(f[i+1:j], " ")
		switch key {
		case "default":
			def = f[i+1 : j]
		case "min", "max":
			n, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				return Option{}, &ParseError{Line: line, Token: val, Msg: key + " is not an integer"}
			}
			if key == "min" {
				o.Min, hasMin = n, true
			} else {
				o.Max, hasMax = n, true
			}
		case "var":
			o.Vars = append(o.Vars, val)
		default:
			return Option{}, &ParseError{Line: line, Token: key, Msg: "unknown option keyword"}
		}
		i = j
	}
	o.Default = strings.Join(def, " ")
	if o.Type == String && o.Default == "<empty>" {
		o.Default = ""
	}
	switch o.Type {
	case Spin:
		if !hasMin || !hasMax {
			return Option{}, &ParseError{Line: line, Msg: "spin option without min and max"}
		}
		if o.Min > o.Max {
			return Option{}, &ParseError{Line: line, Msg: "spin option with min > max"}
		}
	case Check:
		if o.Default != "true" && o.Default != "false" {
			return Option{}, &ParseError{Line: line, Token: o.Default, Msg: "check option default is not true or false"}
		}
	}
	return o, nil
}

func isOptionKeyword(s string) bool {
	return s == "default" || s == "min" || s == "max" || s == "var"
}

// Check returns value in the form the engine expects ("true", "64", the
// combo entry as the engine spelled it) or an *OptionError if the option's
// declaration refuses it. Names of options and combo entries compare without
// regard to case, as the UCI specification says.
func (o *Option) Check(value string) (string, error) {
	bad := func(msg string) (string, error) {
		return "", &OptionError{Name: o.Name, Value: value, Err: ErrBadOptionValue, Msg: msg}
	}
	switch o.Type {
	case Check:
		switch strings.ToLower(value) {
		case "true":
			return "true", nil
		case "false":
			return "false", nil
		}
		return bad("want true or false")
	case Spin:
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return bad("not an integer")
		}
		if n < o.Min || n > o.Max {
			return bad("out of range " + strconv.FormatInt(o.Min, 10) + ".." + strconv.FormatInt(o.Max, 10))
		}
		return strconv.FormatInt(n, 10), nil
	case Combo:
		for _, v := range o.Vars {
			if strings.EqualFold(v, value) {
				return v, nil
			}
		}
		return bad("want one of " + strings.Join(o.Vars, ", "))
	case Button:
		return "", nil
	case String:
		if strings.ContainsAny(value, "\r\n") {
			return bad("contains a line break")
		}
		return value, nil
	}
	return bad("option of unknown type")
}

// String returns the option in the form of the engine's declaration.
func (o Option) String() string {
	var b strings.Builder
	b.WriteString("option name ")
	b.WriteString(o.Name)
	b.WriteString(" type ")
	b.WriteString(o.Type.String())
	switch o.Type {
	case Button:
	case String:
		b.WriteString(" default ")
		if o.Default == "" {
			b.WriteString("<empty>")
		} else {
			b.WriteString(o.Default)
		}
	default:
		b.WriteString(" default ")
		b.WriteString(o.Default)
	}
	if o.Type == Spin {
		b.WriteString(" min ")
		b.WriteString(strconv.FormatInt(o.Min, 10))
		b.WriteString(" max ")
		b.WriteString(strconv.FormatInt(o.Max, 10))
	}
	for _, v := range o.Vars {
		b.WriteString(" var ")
		b.WriteString(v)
	}
	return b.String()
}
