-- A placeholder for 0015 (the profiles branch of issue 40 brings its own): nothing.
SELECT 1;
