import { afterEach } from 'vitest';

// The end-to-end project retries a failed test once (vite.config.ts): a real
// Chromium against a real server on a shared two-core CI machine can miss a
// beat. A retry must not hide flakiness, so a test that passed only on its
// retry is marked here, and .ci/run names it in its report.
afterEach((ctx) => {
  const retries = ctx.task.result?.retryCount ?? 0;
  if (retries > 0) (ctx.task.meta as { retried?: number }).retried = retries;
});
