-- A placeholder for 0014 (the reviews branch of issue 40 brings its own): nothing.
SELECT 1;
