-- Every account and booking call counts a hit in rate_limits, each its own transaction, and a
-- committed write waits for the WAL to reach the disk: 4 ms on this machine, and in a burst (twenty
-- customers racing for 19:00) the waits queue behind one another. A counter lost in a crash only
-- forgets a few minutes of hits, so the table is unlogged: its writes skip the WAL and their commits
-- do not wait for the disk. Every process still counts in the same rows.
ALTER TABLE "rate_limits" SET UNLOGGED;
