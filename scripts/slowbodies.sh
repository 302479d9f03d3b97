#!/usr/bin/env bash
# slowbodies.sh: the slow-body measurement of docs/WEB.md (issue 43). Starts
# westcott serve -searches 2, opens N connections (default 200) that each
# send a request's headers and the first byte of its body, then nothing;
# times a normal request beside them (curl), prints the server's memory
# (VmHWM, VmRSS) and open descriptors while they are held, waits for the
# server to answer each slow one 400 when its body time (30 s) is up, and
# prints the descriptors after. Run from the repository's root on a quiet
# machine (the request's time is measured).
#
#   scripts/slowbodies.sh [N]
set -euo pipefail
n=${1:-200}
port=18097
go build -o /tmp/westcott-slowbodies ./cmd/westcott
/tmp/westcott-slowbodies serve -searches 2 -addr 127.0.0.1:$port >/dev/null &
pid=$!
trap 'kill -INT $pid 2>/dev/null' EXIT
for _ in $(seq 100); do curl -fs -o /dev/null http://127.0.0.1:$port/ && break; sleep 0.1; done
mem() { grep -E '^Vm(HWM|RSS)' /proc/$pid/status | tr -s ' \t' ' ' | tr '\n' ' '; echo "fds $(ls /proc/$pid/fd | wc -l)"; }
echo "before: $(mem)"
fds=()
for _ in $(seq "$n"); do
	exec {fd}<>/dev/tcp/127.0.0.1/$port
	printf 'POST /api/position HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{' $port >&$fd
	fds+=("$fd")
done
sleep 1
echo "$n slow bodies held: $(mem)"
curl -s -o /dev/null -w 'a normal request: %{http_code} in %{time_total} s\n' -H 'Content-Type: application/json' \
	-d '{"moves":["e2e4"]}' http://127.0.0.1:$port/api/position
start=$(date +%s)
answered=0
for fd in "${fds[@]}"; do
	if IFS= read -r -t 60 line <&$fd && [[ $line == "HTTP/1.1 400"* ]]; then answered=$((answered + 1)); fi
	exec {fd}<&-
done
sleep 1
echo "$answered of $n slow bodies answered 400 within $(($(date +%s) - start)) s; after: $(mem)"
