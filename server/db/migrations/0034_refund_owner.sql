-- The owner that claimed a refund call (issue 48 point 1): a refund cut short by a crash is taken over as soon as
-- its owner's heartbeat is 20 s old (or at once by a restart of the same process or INSTANCE_ID), as jobs are,
-- instead of after a 120 s lease; one whose owner still beats is left alone however long its call takes.
ALTER TABLE "refunds" ADD COLUMN "claimed_by" text;
