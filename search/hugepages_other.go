//go:build !linux

package search

// adviseHugePages does nothing: the advice is Linux's (madvise).
func adviseHugePages(c []ttCluster) {}
