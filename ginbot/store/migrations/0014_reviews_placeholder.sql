-- 0014 is the reviews' step (issue 40, another branch); this placeholder keeps the
-- migrations without a gap on this branch and goes when the reviews' 0014 is merged.
SELECT 1;
