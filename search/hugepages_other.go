//go:build !linux

package search

func adviseHugePages(c []ttCluster) {}
