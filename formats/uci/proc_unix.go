//go:build unix

package uci

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts the engine in a process group of its own, so that a
// kill reaches helpers it started too (polyglot adapters, shell wrappers),
// and Ctrl-C in a terminal reaches only the runner, which stops engines
// cleanly.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func killProcess(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
