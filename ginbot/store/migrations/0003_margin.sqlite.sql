-- 0003: a finished match's margin under box scoring (RULES.md section 9): what the
-- winner wins by, the difference of the totals with bonuses (units dropped under
-- unit_scoring). NULL without box scoring, or when the match ended by resignation
-- or forfeit before its bonuses were counted.
ALTER TABLE matches ADD COLUMN margin INTEGER;
