/**
 * The advisory lock of each job that runs once across processes (record 0051), beside the migrations'
 * 727_001 (db/client.ts). The sweeper and the notice sender need none: each row they act on is claimed
 * by one guarded update first (records 0027, 0038), so every process runs them and none repeats work.
 */
export const JOB_LOCKS = {
  reportRollups: 727_101,
  nightlyBackup: 727_102,
} as const;
